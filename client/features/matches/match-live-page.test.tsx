import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Formation } from '../../../shared/contracts/formations';
import type { LiveChangeAnswer, LiveEventAnswer } from '../../../shared/contracts/match-live';
import type { Goal, GoalAgainst, Match } from '../../../shared/contracts/matches';
import { ApiError } from '../../lib/api';
import { failureWords } from '../../lib/failure-words';
import { makePlayer } from '../../lib/test-players';
import { goalsAgainstKey } from './goals-queries';
import { MatchLiveView } from './match-live-page';
import { MatchLiveSkeleton } from './match-live-skeleton';
import { matchKeys } from './matches-queries';

// The live screen as a coach and a family get it, drawn from its data with a given clock: what the
// first draw shows after a lock or a reload, when nothing has ticked.

const KICK_OFF = Date.parse('2026-11-28T10:00:00Z');
const minutes = (n: number, seconds = 0) => KICK_OFF + n * 60_000 + seconds * 1000;

const match = {
  id: 7,
  isHome: 1,
  opponentTeamId: 3,
  opponentName: 'Kestrels',
  matchDate: '2026-11-28T10:00:00Z',
  matchLength: 60,
  substitutionTimings: [0, 15, 30, 45],
  defaultSubstitutions: 3,
} as unknown as Match;

const players = [
  makePlayer(1, 1, { firstName: 'Sam', lastName: 'Jones' }),
  makePlayer(2, 12, { firstName: 'Harry', lastName: 'Whitfield' }),
  makePlayer(3, 3, { firstName: 'Ali', lastName: 'Khan' }),
];
const formation = (id: number, quarter: number, ids: number[]) =>
  ({
    id,
    quarter,
    matchId: 7,
    plannedAt: '2026-11-01T10:00:00Z',
    formation: '2-1',
    playerPositions: ids.map((playerId) => ({ playerId, x: 10, y: 10 })),
    benchPlayers: [],
    unavailablePlayers: [],
  }) as unknown as Formation;
const formations = [formation(1, 1, [1, 3]), formation(2, 2, [2, 3]), formation(3, 3, [2, 3])];

// The plan's changes, worked out by the screen from these: 12 on for 1 at 15', nobody at 30', period 4
// not planned.

/** A change as made: `on` for `off` at `at` on the clock of the test (seconds of play from the kick-off). */
const change = (period: number, at: number, on: number[], off: number[]): LiveChangeAnswer => ({
  id: `change-${at}`,
  period,
  at: new Date(at).toISOString(),
  seconds: (at - KICK_OFF) / 1000,
  on,
  off,
});

const press = (kind: LiveEventAnswer['kind'], at: number): LiveEventAnswer => ({
  id: `${kind}-${at}`,
  kind,
  at: new Date(at).toISOString(),
});

function render(
  events: LiveEventAnswer[],
  phoneNow: number,
  options: {
    canEdit?: boolean;
    offsetMs?: number;
    score?: [number | null, number | null];
    isStale?: boolean;
    made?: LiveChangeAnswer[];
    /** The goals as read (ours and against); not read yet when omitted. */
    goals?: { ours: Goal[]; against: GoalAgainst[] };
  } = {},
): string {
  const [homeScore, awayScore] = options.score ?? [2, 1];
  const client = new QueryClient();
  if (options.goals) {
    client.setQueryData(matchKeys.goals(7), options.goals.ours);
    client.setQueryData(goalsAgainstKey(7), options.goals.against);
  }
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MatchLiveView
          match={match}
          live={{
            events,
            changes: options.made ?? [],
            serverNow: '',
            homeScore,
            goalWriteIds: [],
            awayScore,
            offsetMs: options.offsetMs ?? 0,
          }}
          players={players}
          formations={formations}
          isStale={options.isStale}
          canEdit={options.canEdit ?? true}
          planningPath="/teams/t/match-planning"
          clock={() => phoneNow}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The words a person gets: without what is kept in the layout but hidden (`invisible`). */
const text = (html: string) =>
  html
    .replace(/<span class="[^"]*\binvisible\b[^"]*">[^<]*<\/span>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replace(/\s+/g, ' ');

describe('the live screen for a coach', () => {
  it('before the start: Start, the starting line-up and the first change', () => {
    const html = text(render([], minutes(-10)));
    expect(html).toContain('00:00');
    expect(html).toContain('4 periods · Not started');
    expect(html).toContain('Start match');
    expect(html).not.toContain('End match');
    expect(html).toContain('Starting line-up 1 Sam Jones 3 Ali Khan');
    expect(html).toContain("Next change at 15'");
    expect(html).toContain('12 Harry Whitfield on for 1 Sam Jones');
    expect(html).toContain('Us 2 – 1 Kestrels');
  });

  it('after a lock of seven minutes: the minute, the period and the change due 2 min ago', () => {
    const html = text(render([press('start', minutes(0))], minutes(17)));
    expect(html).toContain('17:00');
    expect(html).toContain('Period 2 of 4 · Playing');
    expect(html).toContain('18th minute of the match · 3rd of the period');
    expect(html).toContain('Change due 2 min ago');
    expect(html).toContain('12 Harry Whitfield on for 1 Sam Jones');
    expect(html).toContain("Next change at 30' — in 13:00");
    expect(html).toContain('No change planned.');
    // Nobody has changed yet: the starting line-up is still on, whatever the plan says.
    expect(html).toContain('On the pitch 1 Sam Jones 3 Ali Khan');
    expect(html).toContain('The change for period 2: Make change Adjust…');
    expect(html).not.toContain('Change made');
    expect(html).toContain('Pause for the break');
    expect(html).toContain('End match');
  });

  it('after a change made 2 minutes late: who is actually on, "Change made at 17\'" with Undo', () => {
    const made = [change(2, minutes(16, 30), [2], [1])];
    const html = text(render([press('start', minutes(0))], minutes(18), { made }));
    expect(html).toContain('On the pitch 3 Ali Khan 12 Harry Whitfield');
    expect(html).toContain("Change made at 17' Undo");
    // Made: no longer due, though still within the five minutes it would be shown for.
    expect(html).not.toContain('Change due');
    // Period 2's change is made; the plan changes nobody at 30', so nothing is offered to tap.
    expect(html).toMatch(/The change for period 3: <?[^<]*Make change/);
    expect(render([press('start', minutes(0))], minutes(18), { made })).toMatch(
      /disabled=""[^>]*>(<svg[\s\S]*?<\/svg>)?Make change/,
    );
  });

  it("adds the offset measured from the server's clock to the phone's", () => {
    // The phone is four minutes slow.
    const html = text(render([press('start', minutes(0))], minutes(6), { offsetMs: 4 * 60_000 }));
    expect(html).toContain('10:00');
    expect(html).toContain('in 5:00');
  });

  it('in a break: Resume, and the countdown waits for play', () => {
    const html = text(render([press('start', minutes(0)), press('pause', minutes(40))], minutes(48)));
    expect(html).toContain('40:00');
    expect(html).toContain('Period 3 of 4 · Paused for a break');
    expect(html).toContain('Resume');
    expect(html).toContain("Next change at 45'");
    expect(html).toContain('In 5:00 of play, once the match resumes');
    expect(html).toContain('No change planned: period 4 has no line-up yet.');
  });

  it('draws its buttons 56 px tall, the sound toggle 44 px', () => {
    const html = render([press('start', minutes(0))], minutes(3));
    const buttons = html.match(/<button[^>]*>[\s\S]*?<\/button>/g) ?? [];
    const big = buttons.filter((button) => !button.includes('Sound on'));
    expect(text(big.join(' '))).toMatch(
      /Pause for the break .*End match .*Goal for us .*Goal against .*Player late or injured .*Re-plan from here .*Make change .*Adjust…/,
    );
    expect(big).toHaveLength(8);
    for (const button of big) expect(button).toContain('h-14');
    const toggle = buttons.find((button) => button.includes('Sound on'));
    expect(toggle).toContain('h-11');
  });

  it('at full time: no buttons, no change', () => {
    const html = text(render([press('start', minutes(0)), press('end', minutes(62))], minutes(70)));
    expect(html).toContain('62:00');
    expect(html).toContain('Full time');
    expect(html).not.toContain('Next change');
    expect(render([press('start', minutes(0)), press('end', minutes(62))], minutes(70))).not.toContain(
      '<button',
    );
  });

  it('before the match day: says when live mode opens instead of Start', () => {
    const html = text(render([], minutes(-2 * 24 * 60)));
    expect(html).toContain('Live mode opens on the day of the match');
    expect(html).not.toContain('Start match');
  });

  it("after the match's day, never started: says so instead of Start (the server would refuse it)", () => {
    const html = text(render([], minutes(3 * 24 * 60)));
    expect(html).toContain('This match’s day has passed and live mode was not used');
    expect(html).not.toContain('Start match');
  });

  it("left running after the match's day: the clock stands at full time and only End is offered", () => {
    const events = [press('start', minutes(0))];
    const html = render(events, minutes(23 * 60));
    const words = text(html);
    // Not 1380 minutes the next morning: counted to full time, as the playing-time record counts it.
    expect(words).toContain('60:00');
    expect(words).toContain('Period 4 of 4 · Never ended');
    expect(words).toContain('This match was never ended.');
    expect(words).toContain('counts as ended at 60:00 played');
    expect(words).toContain('End the match');
    for (const gone of ['Pause for the break', 'Next change', 'Goal', 'minute of the match', 'Change due']) {
      expect(words).not.toContain(gone);
    }
    expect(html.match(/<button/g)).toHaveLength(1);
    // A family sees the same stopped clock, with no button.
    const family = text(render(events, minutes(23 * 60), { canEdit: false }));
    expect(family).toContain('60:00');
    expect(family).toContain('Never ended');
    expect(family).not.toContain('End the match');
  });

  it("after the match's day, ended live: the record stays, with no Start", () => {
    const html = text(render([press('start', minutes(0)), press('end', minutes(62))], minutes(3 * 24 * 60)));
    expect(html).toContain('Full time');
    expect(html).not.toContain('Start match');
    expect(html).not.toContain('live mode was not used');
  });
});

describe('goals and the change alert', () => {
  it('offers the goal buttons while playing and in a break, not before the start nor after full time', () => {
    expect(text(render([], minutes(-10)))).not.toContain('Goal for us');
    const playing = text(render([press('start', minutes(0))], minutes(12)));
    expect(playing).toContain('Goal for us Goal against');
    const paused = text(render([press('start', minutes(0)), press('pause', minutes(30))], minutes(35)));
    expect(paused).toContain('Goal for us Goal against');
    const ended = text(render([press('start', minutes(0)), press('end', minutes(60))], minutes(61)));
    expect(ended).not.toContain('Goal for us');
    // Nothing recorded on this screen yet: nothing to take back.
    expect(playing).not.toContain('Remove last goal');
  });

  it('shows the stored score on the board (the live read carries it)', () => {
    const html = text(render([press('start', minutes(0))], minutes(12), { score: [1, 0] }));
    expect(html).toContain('Score: Us 1 – 0 Kestrels');
  });

  it('lists the goals so far under the score, goals against with their minute, for coaches and families', () => {
    const goals = {
      ours: [
        { id: 4, matchId: 7, minute: 31, scorerId: 3, assistId: 1, isOwnGoal: 0 },
        { id: 2, matchId: 7, minute: 12, scorerId: 1, assistId: null, isOwnGoal: 0 },
      ],
      against: [{ id: 9, matchId: 7, minute: 23 }],
    };
    for (const canEdit of [true, false]) {
      const html = text(render([press('start', minutes(0))], minutes(40), { goals, canEdit }));
      expect(html).toContain("Score: Us 2 – 1 Kestrels 12' 1 Sam Jones 23' Goal against 31' 3 Ali Khan");
    }
    // Not read yet, or none: no list, the board alone.
    expect(text(render([press('start', minutes(0))], minutes(40)))).not.toContain('Goal against 31');
    const none = render([press('start', minutes(0))], minutes(40), { goals: { ours: [], against: [] } });
    expect(none).not.toContain('Goals so far');
  });

  it('says what the alert does and offers the sound toggle; the due change is not highlighted on a first draw', () => {
    const html = render([press('start', minutes(0))], minutes(15, 10));
    expect(text(html)).toContain('At each change: a beep and a vibration. Sound on');
    expect(text(html)).toContain('Change due now');
    // The alert (and its highlight) comes from an effect: a first draw, as after a reload, shows the plain card.
    expect(html).not.toContain('animate-pulse');
  });

  it('gives families neither goal buttons nor the sound toggle', () => {
    const words = text(render([press('start', minutes(0))], minutes(15, 10), { canEdit: false }));
    expect(words).not.toContain('Goal for us');
    expect(words).not.toContain('Sound on');
  });

  it("tells a refused live goal in the server's sentence", () => {
    const refused = new ApiError(
      409,
      'The score changed meanwhile, so nothing was taken back. Check the score on the screen.',
      'LIVE_GOAL_REFUSED',
    );
    expect(failureWords(refused, 'The goal was not taken back.').description).toBe(
      'The score changed meanwhile, so nothing was taken back. Check the score on the screen.',
    );
  });
});

describe('without signal', () => {
  it('keeps the clock going from the last answer and says so', () => {
    const html = text(render([press('start', minutes(0))], minutes(9), { isStale: true }));
    expect(html).toContain('09:00');
    expect(html).toContain('Offline · nothing waiting to be sent');
    const family = text(render([press('start', minutes(0))], minutes(9), { isStale: true, canEdit: false }));
    expect(family).toContain('09:00');
    expect(family).toContain('No signal: showing the last update.');
  });
});

describe('the live view for a family', () => {
  it('shows the score, the minute, the period and who is on, without buttons or changes', () => {
    const made = [change(2, minutes(15), [2], [1])];
    const html = render([press('start', minutes(0))], minutes(31), {
      canEdit: false,
      score: [null, null],
      made,
    });
    expect(html).not.toContain('<button');
    const words = text(html);
    expect(words).toContain('Live: vs Kestrels');
    expect(words).toContain('Score: Us v Kestrels');
    expect(words).toContain('31:00');
    expect(words).toContain('Period 3 of 4 · Playing');
    expect(words).toContain('32nd minute of the match · 2nd of the period');
    expect(words).toContain('On the pitch 3 Ali Khan 12 Harry Whitfield');
    expect(words).not.toContain('Next change');
    expect(words).not.toContain('Change due');
  });
});

describe('a refused press', () => {
  it("is told in the server's sentence, written for people", () => {
    const refused = new ApiError(
      409,
      'The match is paused for a break: resume it or end it.',
      'LIVE_EVENT_OUT_OF_ORDER',
    );
    expect(failureWords(refused, 'The press was not recorded. Try again.').description).toBe(
      'The match is paused for a break: resume it or end it.',
    );
    const network = new Error('Network error');
    expect(failureWords(network, 'The press was not recorded. Try again.').title).toBe('Connection Error');
  });
});

describe('MatchLiveSkeleton', () => {
  it('draws in Node, as the build draws the page shell (decision 065), and says it is loading', () => {
    const html = renderToStaticMarkup(<MatchLiveSkeleton />);
    expect(html).toContain('aria-busy');
    expect(html).toContain('Loading live match...');
  });
});
