import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Formation } from '../../../shared/contracts/formations';
import type { Match, MatchPlayingTimeAnswer } from '../../../shared/contracts/matches';
import { makePlayer } from '../../lib/test-players';
import { TeamSheetView } from './team-sheet-page';

// The team sheet as a coach and a family get it, drawn from its data: what is on it, in which order,
// and what the print stylesheet hides or keeps together.

const match = {
  id: 7,
  isHome: 1,
  opponentTeamId: 3,
  opponentName: 'Kestrels',
  matchDate: '2026-12-05T10:00:00Z',
  isTimeTbc: false,
  meetTime: '09:15',
  isCup: false,
  competition: null,
  matchLength: 60,
  substitutionTimings: [0, 15, 30, 45],
  defaultSubstitutions: 3,
  captainPlayerId: 3,
  unavailablePlayerIds: [4],
  matchPenaltyOrder: [2, 4],
  matchCornerOrder: [],
  matchAttackingFkOrder: [3],
  matchDefensiveFkOrder: [],
  comments: 'Private thoughts on the referee',
} as unknown as Match;

const players = [
  makePlayer(1, 1, { firstName: 'Oliver', lastName: 'Bennett', coachingNotes: 'Works on his kicking' }),
  makePlayer(2, 12, { firstName: 'Harry', lastName: 'Whitfield' }),
  makePlayer(3, 3, { firstName: 'Ali', lastName: 'Khan' }),
  makePlayer(4, 9, { firstName: 'Oscar', lastName: 'Hughes' }),
];
const formation = (id: number, quarter: number, pitch: [number, number, number][], bench: number[]) =>
  ({
    id,
    quarter,
    matchId: 7,
    plannedAt: '2026-11-01T10:00:00Z',
    formation: '1-1',
    playerPositions: pitch.map(([playerId, x, y]) => ({ playerId, x, y })),
    benchPlayers: bench,
    unavailablePlayers: [],
    notes: 'Press high',
  }) as unknown as Formation;
const formations = [
  formation(
    1,
    1,
    [
      [1, 5, 50],
      [3, 85, 50],
    ],
    [2],
  ),
  formation(
    2,
    2,
    [
      [1, 5, 50],
      [2, 85, 50],
    ],
    [3],
  ),
];

const time = (scope: 'squad' | 'family', text: string) =>
  ({
    scope,
    changes: [
      { minute: 15, before: 1, after: 2, planned: true, changes: [{ on: 2, off: 3 }], text },
      {
        minute: 30,
        before: 2,
        after: 3,
        planned: false,
        unplannedPeriods: [3],
        text: "30': period 3 not planned",
      },
    ],
  }) as unknown as MatchPlayingTimeAnswer;

function render(
  changes: MatchPlayingTimeAnswer | undefined,
  teamName: string | null = 'Riverside Rovers U12',
) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <TeamSheetView
          match={match}
          players={players}
          formations={formations}
          changes={changes}
          onRetryChanges={() => undefined}
          teamName={teamName}
          backPath="/teams/t/match-planning?matchId=7"
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replace(/\s+/g, ' ');

describe('the team sheet', () => {
  it('names the match, its times, the venue and the captain', () => {
    const html = text(render(time('squad', "15': 12 on for 3")));
    expect(html).toContain('Riverside Rovers U12');
    expect(html).toContain('Team sheet: vs Kestrels');
    expect(html).toContain('Date Sat 5 Dec');
    expect(html).toContain('Kick-off 10:00');
    expect(html).toContain('Meet 09:15');
    expect(html).toContain('Venue Home');
    expect(html).toContain('Captain 3 Ali Khan');
  });

  it('lists every period with its minutes and line-up, and a blank period as such', () => {
    const html = text(render(time('squad', "15': 12 on for 3")));
    expect(html).toContain(
      "Period 1 (0'-15') · 1-1 Period 1 (0'-15') line-up Pos No. Name GK 1 Oliver Bennett ST 3 Ali Khan (C) Bench: 12 Harry Whitfield",
    );
    expect(html).toContain("Period 2 (15'-30') · 1-1");
    expect(html).toContain('ST 12 Harry Whitfield Bench: 3 Ali Khan (C)');
    expect(html).toContain("Period 3 (30'-45') No line-up planned for this period.");
    expect(html).toContain("Period 4 (45'-60') No line-up planned for this period.");
  });

  it('lists the changes with their minutes and the set-piece takers in order, the unavailable left out', () => {
    const html = text(render(time('squad', "15': 12 on for 3")));
    expect(html).toContain("Changes 15': 12 on for 3 30': period 3 not planned");
    expect(html).not.toContain('Only your family');
    expect(html).toContain('Penalties 12 Harry Whitfield Corners None set Attacking free kicks 3 Ali Khan');
    // Oscar (unavailable) is second on penalties: the sheet lists him with the unavailable instead.
    expect(html).toContain('Unavailable: 9 Oscar Hughes');
  });

  it('shows nothing a coach keeps to himself: no coaching notes, no match comments', () => {
    const html = text(render(time('family', "15': no changes")));
    expect(html).not.toContain('Works on his kicking');
    expect(html).not.toContain('Private thoughts');
    expect(html).toContain("Only your family's players are listed.");
  });

  it('says when the changes could not be read, with a way to try again that does not print', () => {
    const html = render(undefined, null);
    expect(text(html)).toContain('The changes could not be loaded. Try Again');
    expect(text(html)).not.toContain('Riverside');
    expect(html).toMatch(/class="[^"]*print:hidden[^"]*"[^>]*>(<svg[^>]*>.*?<\/svg>)?Try Again/);
  });

  it('prints without its buttons and never splits a block across pages', () => {
    const html = render(time('squad', "15': 12 on for 3"));
    // Back and Print sit in one row the print stylesheet hides.
    expect(html).toMatch(
      /<div class="[^"]*print:hidden[^"]*"><a [^>]*>.*?Back to match<\/a><button[^>]*>.*?Print<\/button><\/div>/,
    );
    // Four periods, the changes and the set pieces: each block kept whole on a page.
    expect(html.match(/<section [^>]*class="[^"]*break-inside-avoid/g)).toHaveLength(6);
  });
});
