import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { EventAvailability } from '../../../shared/contracts/availability';
import type { Match } from '../../../shared/contracts/matches';
import { eventAvailabilityKey } from '../../lib/event-availability-query';
import { makePlayer } from '../../lib/test-players';
import { COACH_ANSWERS_REFRESH_MS, eventAnswersQuery } from './availability-api';
import { EventAnswersCard } from './event-answers-card';
import { matchData } from './matches-hooks';

// The card as each caller gets it, from an answer already in the cache (what the page reads first).

const players = [makePlayer(5, 7), makePlayer(6, 9), makePlayer(8, 10), makePlayer(9, 11)];
// The card reads only these two of the match; the rest of a Match is the other cards' business.
const match = { id: 12, unavailablePlayerIds: [8] } as Pick<Match, 'id' | 'unavailablePlayerIds'> as Match;

const answered = {
  playerId: 5,
  answer: 'available' as const,
  note: 'arrives at half-time',
  answeredAt: '2026-11-29T21:04:00Z',
  arrivesAt: null,
  leftAtMinute: null,
  previous: null,
};

function view(overrides: Partial<EventAvailability>): EventAvailability {
  return {
    eventId: 'match-12',
    kind: 'match',
    matchId: 12,
    trainingSessionId: null,
    startsAt: '2026-12-05T12:00:00Z',
    lockAt: '2026-12-05T10:00:00Z',
    isLocked: false,
    silenceMeans: 'unanswered',
    scope: 'family',
    canAnswerFor: [5],
    counts: null,
    players: [answered],
    ...overrides,
  };
}

function render(data: EventAvailability, canEdit: boolean): string {
  const client = new QueryClient();
  client.setQueryData(eventAvailabilityKey('match-12'), data);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <EventAnswersCard
        eventId="match-12"
        match={match}
        players={players}
        canEdit={canEdit}
        teamId="team-1"
      />
    </QueryClientProvider>,
  );
}

describe('EventAnswersCard for a family', () => {
  it('offers the three answers as toggles, the saved one pressed, said in words with the deadline', () => {
    const html = render(view({}), false);
    expect(html).toContain(
      '<legend class="mb-3 text-sm font-semibold text-slate-900">7 Player5 Test</legend>',
    );
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(1);
    expect(html.match(/aria-pressed="false"/g)).toHaveLength(2);
    expect(html).toMatch(/aria-pressed="true"[^>]*>Available<\/button>/);
    expect(html).toContain('Saved: Available · 21:04');
    expect(html).toContain('value="arrives at half-time"');
    expect(html).toContain('Answer by 10:00 on Sat 5 Dec.');
    // No counts unless the team shows them, and none of the coach's parts.
    expect(html).not.toContain('No answer ');
    expect(html).not.toContain('Mark the');
  });

  it('shows the answer read only once answers are closed', () => {
    const html = render(view({ isLocked: true }), false);
    expect(html).toContain('Answers closed at 10:00 on Sat 5 Dec.');
    expect(html).toContain('Answer: Available');
    expect(html).toContain('Note: arrives at half-time');
    expect(html).not.toContain('aria-pressed');
  });

  it('asks again after a date change, saying the answer given before', () => {
    const html = render(
      view({
        players: [
          {
            ...answered,
            answer: null,
            note: null,
            answeredAt: null,
            arrivesAt: null,
            leftAtMinute: null,
            previous: { ...answered },
          },
        ],
      }),
      false,
    );
    expect(html).toContain('Before the change: Available (“arrives at half-time”). The date or time changed');
    expect(html).toContain('Not answered yet');
    expect(html).not.toContain('aria-pressed="true"');
  });
});

describe('EventAnswersCard for a coach', () => {
  const html = render(
    view({
      scope: 'team',
      lockAt: null,
      silenceMeans: 'available',
      canAnswerFor: [5, 6, 8, 9],
      counts: { available: 2, maybe: 0, unavailable: 2, unanswered: 1 },
      players: [
        answered,
        {
          playerId: 6,
          answer: 'unavailable',
          note: null,
          answeredAt: '2026-11-29T20:00:00Z',
          arrivesAt: null,
          leftAtMinute: null,
          previous: null,
        },
        {
          playerId: 8,
          answer: 'unavailable',
          note: null,
          answeredAt: '2026-11-29T20:00:00Z',
          arrivesAt: null,
          leftAtMinute: null,
          previous: null,
        },
        {
          playerId: 9,
          answer: null,
          note: null,
          answeredAt: null,
          arrivesAt: null,
          leftAtMinute: null,
          previous: null,
        },
      ],
    }),
    true,
  );

  it('says the counts, that silence counts as available, who has not answered and the notes', () => {
    expect(html).toContain('Available 2 · Not sure 0 · Unavailable 2 · No answer 1');
    expect(html).toContain(
      'No answer counts as available: the 1 player who has not answered is counted in Available.',
    );
    expect(html).toMatch(/Not answered<\/h3><p[^>]*>11 Player9 Test<\/p>/);
    expect(html).toContain('7 Player5 Test: arrives at half-time');
  });

  it('offers to copy only the Unavailable answers not yet in the match list, and answering for a player', () => {
    expect(html).toContain('Mark the 1 unavailable player as unavailable for this match');
    expect(html).toContain('Answer for a player');
    expect(html).not.toContain('Answer by');
  });
});

describe('EventAnswersCard for a training session', () => {
  const training = (canEdit: boolean, data: EventAvailability) => {
    const client = new QueryClient();
    client.setQueryData(eventAvailabilityKey('training-7'), data);
    return renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <EventAnswersCard eventId="training-7" players={players} canEdit={canEdit} teamId="team-1" />
      </QueryClientProvider>,
    );
  };
  const sessionView = (overrides: Partial<EventAvailability>) =>
    view({ eventId: 'training-7', kind: 'training', matchId: null, trainingSessionId: 7, ...overrides });

  it('asks a family about the session, with the same three answers for its own player', () => {
    const html = training(false, sessionView({}));
    expect(html).toContain('Tell the coach whether your player can come to this training session.');
    expect(html.match(/aria-pressed=/g)).toHaveLength(3);
  });

  it('shows a coach who has not answered and the notes, and no copy into a match list', () => {
    const html = training(
      true,
      sessionView({
        scope: 'team',
        canAnswerFor: [5, 6, 8, 9],
        counts: { available: 1, maybe: 0, unavailable: 1, unanswered: 2 },
        players: [
          answered,
          {
            playerId: 6,
            answer: 'unavailable',
            note: null,
            answeredAt: '2026-11-29T20:00:00Z',
            arrivesAt: null,
            leftAtMinute: null,
            previous: null,
          },
        ],
      }),
    );
    expect(html).toContain('What families said about this training session.');
    expect(html).toContain('7 Player5 Test: arrives at half-time');
    expect(html).toContain('Not answered');
    expect(html).not.toContain('for this match');
  });
});

describe('EventAnswersCard with a late arrival (issue 31)', () => {
  const late = { ...answered, answer: 'maybe' as const, arrivesAt: '2026-12-05T12:30:00Z' };

  it('shows a family its arrival ticked with the time, and says it with the saved answer', () => {
    const html = render(view({ players: [late] }), false);
    expect(html).toMatch(/<input type="checkbox" [^>]*checked=""/);
    expect(html).toContain('Arrives late');
    expect(html).toContain('Arrives at (UK time)');
    expect(html).toMatch(/type="time"[^>]*value="12:30"/);
    expect(html).toContain('Saved: Not sure · 21:04 · Arrives 12:30');
  });

  it('offers "Arrives late" unticked, without a time, to a family that has not given one', () => {
    const html = render(view({}), false);
    expect(html).toContain('Arrives late');
    expect(html).not.toContain('type="time"');
  });

  it('keeps "Arrives late" with Unavailable, unticked and disabled, so the row keeps its height', () => {
    const html = render(view({ players: [{ ...answered, answer: 'unavailable' }] }), false);
    expect(html).toMatch(/<input type="checkbox" [^>]*disabled=""/);
    expect(html).toContain('Arrives late');
    expect(html).not.toContain('type="time"');
  });

  it('lists the late arrivals for the coach, Not sure said beside them', () => {
    const html = render(
      view({
        scope: 'team',
        canAnswerFor: [5],
        counts: { available: 0, maybe: 1, unavailable: 0, unanswered: 3 },
        players: [late],
      }),
      true,
    );
    expect(html).toMatch(/Arriving late<\/h3><ul[^>]*><li>7 Player5 Test: Arrives 12:30 \(Not sure\)<\/li>/);
  });

  it('reads the answers read only with the arrival once closed', () => {
    const html = render(view({ isLocked: true, players: [late] }), false);
    expect(html).toContain('Arrives 12:30');
  });
});

describe('eventAnswersQuery', () => {
  it("reads a coach's answers again every minute while in front and on focus, and a family's only on demand", () => {
    const coach = eventAnswersQuery('match-12', true);
    expect(coach).toMatchObject({
      refetchInterval: COACH_ANSWERS_REFRESH_MS,
      refetchIntervalInBackground: false,
      refetchOnWindowFocus: true,
      staleTime: matchData.staleTime,
    });
    expect(COACH_ANSWERS_REFRESH_MS).toBe(60_000);
    const family = eventAnswersQuery('match-12', false);
    expect(family).not.toHaveProperty('refetchInterval');
    expect(family.queryKey).toEqual(coach.queryKey);
  });

  it("is not asked again by the coach's card when the match's page has just read it", async () => {
    // The matches page reads a match's answers (match-detail.tsx) and then draws the coach's card,
    // which asked for them a second time while its answers were 0 ms fresh.
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    let reads = 0;
    const queryFn = async () => {
      reads += 1;
      return view({});
    };
    const page = new QueryObserver(client, { ...eventAnswersQuery('match-12', false), queryFn });
    const stopPage = page.subscribe(() => {});
    await vi.waitFor(() => expect(page.getCurrentResult().status).toBe('success'));
    const card = new QueryObserver(client, { ...eventAnswersQuery('match-12', true), queryFn });
    const stopCard = card.subscribe(() => {});
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads).toBe(1);
    stopCard();
    stopPage();
    client.clear();
  });
});
