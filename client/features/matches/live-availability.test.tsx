import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { EventAvailability } from '../../../shared/contracts/availability';
import type { LiveEventAnswer } from '../../../shared/contracts/match-live';
import type { Match } from '../../../shared/contracts/matches';
import { liveClock } from '../../../shared/domain/match-live';
import { eventAvailabilityKey } from '../../lib/event-availability-query';
import { makePlayer } from '../../lib/test-players';
import { LiveAvailability, useLiveRecords } from './live-availability';

// "Player late or injured" and "Re-plan from here" on the live screen (issue 32), drawn from their data
// with a given clock: shown only while the clock runs or waits, the re-plan offered while a period is
// left to start, and what was recorded listed with a way to take it back.

const KICK_OFF = Date.parse('2026-11-28T10:00:00Z');
const match = {
  id: 7,
  isHome: 1,
  matchDate: '2026-11-28T10:00:00Z',
  matchLength: 60,
  substitutionTimings: [0, 15, 30, 45],
  defaultSubstitutions: 3,
  unavailablePlayerIds: [],
} as unknown as Match;
const players = [makePlayer(1, 7, { firstName: 'Sam', lastName: 'Jones' }), makePlayer(2, 3)];
const start: LiveEventAnswer = { id: 's', kind: 'start', at: new Date(KICK_OFF).toISOString() };
const end: LiveEventAnswer = { id: 'e', kind: 'end', at: new Date(KICK_OFF + 61 * 60_000).toISOString() };

/** The screen's part as the screen draws it, with the records it reads once (useLiveRecords). */
function Drawn({ state }: { state: ReturnType<typeof liveClock> }) {
  const isRead = state.state === 'running' || state.state === 'paused';
  const records = useLiveRecords(match, players, isRead);
  return (
    <LiveAvailability
      match={match}
      state={state}
      players={players}
      formations={[]}
      isWaiting={false}
      records={records}
    />
  );
}

function render(events: LiveEventAnswer[], minute: number, answers?: Pick<EventAvailability, 'players'>) {
  const client = new QueryClient();
  if (answers) client.setQueryData(eventAvailabilityKey('match-7'), answers);
  const state = liveClock(events, match, new Date(KICK_OFF + minute * 60_000));
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <Drawn state={state} />
    </QueryClientProvider>,
  )
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replace(/\s+/g, ' ');
}

describe('the live screen: late or injured, and re-plan from here', () => {
  it('offers both while the clock runs, and nothing before kick-off or after full time', () => {
    const running = render([start], 20);
    expect(running).toContain('Player late or injured');
    expect(running).toContain('Re-plan from here');
    expect(running).not.toContain('nothing is left to re-plan');
    expect(render([], 0)).toBe('');
    expect(render([start, end], 70)).toBe('');
  });

  it('says so when every period has started', () => {
    expect(render([start], 50)).toContain('Every period has started: nothing is left to re-plan.');
  });

  it('lists who left or arrived, with a way to take it back', () => {
    const row = {
      answer: 'available' as const,
      note: null,
      answeredAt: null,
      arrivesAt: null,
      leftAtMinute: null,
      previous: null,
    };
    const html = render([start], 30, {
      players: [
        { ...row, playerId: 1, leftAtMinute: 12 },
        { ...row, playerId: 2, arrivesAt: '2026-11-28T10:25:00Z' },
      ],
    });
    expect(html).toContain("3 Player2 Test: there from 25' Take back");
    expect(html).toContain("7 Sam Jones: left at 12' Take back");
  });
});
