import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Match } from '../../../shared/contracts/matches';
import type { TrainingEvent } from '../../../shared/contracts/training';
import { MatchListPanel } from './match-list-panel';
import { mergeFutureRows, mergePastRows } from './training-rows';

// The Future list as the page draws it: the training sessions among the matches, in their colour.

const now = new Date('2026-11-30T12:00:00Z');

const match = {
  id: 1,
  opponentTeamId: 3,
  opponentName: 'Kingsbridge Colts',
  matchDate: '2026-12-05T10:00:00Z',
  isTimeTbc: false,
  isHome: 1,
  homeScore: null,
  awayScore: null,
  faFixtureId: null,
  isPostponed: false,
  resultCode: null,
  isCup: false,
  competition: null,
} as Partial<Match> as Match;

function session(id: number, date: string, startsAt: string, isCancelled = false): TrainingEvent {
  return {
    kind: 'training',
    id,
    eventId: `training-${id}`,
    teamId: 1,
    seriesId: 'series',
    date,
    startTime: '18:00',
    endTime: '19:15',
    meetTime: null,
    followingInSeries: 0,
    startsAt,
    endsAt: startsAt,
    place: 'Riverside Park',
    notes: null,
    isCancelled,
    cancelledAt: null,
    version: 1,
    createdAt: startsAt,
    updatedAt: startsAt,
  };
}

const pastMatch = {
  ...match,
  id: 2,
  opponentName: 'Eastside Eagles',
  matchDate: '2026-11-21T10:00:00Z',
  homeScore: 3,
  awayScore: 1,
} as Match;

function render(canEdit: boolean, withAddTraining: boolean, tab: 'future' | 'past' = 'future') {
  const future = mergeFutureRows(
    [match],
    [
      session(7, '2026-12-01', '2026-12-01T18:00:00Z'),
      session(8, '2026-12-08', '2026-12-08T18:00:00Z', true),
    ],
  );
  const past = mergePastRows(
    [pastMatch],
    [session(5, '2026-11-24', '2026-11-24T18:00:00Z'), session(4, '2026-11-17', '2026-11-17T18:00:00Z')],
  );
  return renderToStaticMarkup(
    <MatchListPanel
      canEdit={canEdit}
      tab={tab}
      onTabChange={() => {}}
      groups={{ future: [match], past: [pastMatch] }}
      rows={{ future, past }}
      selectedId={null}
      selectedTrainingId={7}
      onSelect={() => {}}
      onSelectTraining={() => {}}
      onAdd={() => {}}
      onAddTraining={withAddTraining ? () => {} : null}
      trainingProblem={null}
      now={now}
    />,
  );
}

describe('MatchListPanel with training', () => {
  it('lists the sessions among the matches by date, named for a screen reader, the cancelled one marked', () => {
    const html = render(true, true);
    // Named by its visible text (WCAG 2.5.3): its kind, then when and where.
    const first = html.indexOf('Tue 1 Dec · 18:00–19:15 · <span class="break-words">Riverside Park');
    const kingsbridge = html.indexOf('vs Kingsbridge Colts');
    const cancelled = html.indexOf('Tue 8 Dec · 18:00–19:15 · <span class="break-words">Riverside Park');
    expect(first).toBeGreaterThan(-1);
    expect(kingsbridge).toBeGreaterThan(first);
    expect(cancelled).toBeGreaterThan(kingsbridge);
    // Only the cancelled one says so, between its name and its day.
    expect(html.match(/>Cancelled<\/span>/g)).toHaveLength(1);
    expect(html.indexOf('>Cancelled</span>')).toBeGreaterThan(kingsbridge);
    expect(html).not.toMatch(/<button[^>]*aria-label[^>]*border-l-4/);
    // Its own colour: the indigo bar, and the selected session marked as the current one.
    expect(html).toMatch(/aria-current="true"[^>]*border-l-4[^>]*border-indigo-700/);
    expect(html.match(/lucide-dumbbell size-4 shrink-0 text-indigo-700/g)).toHaveLength(2);
  });

  it('lists the past sessions among the past matches, newest first, each a press away', () => {
    const html = render(false, false, 'past');
    const lastWeek = html.indexOf('Tue 24 Nov · 18:00–19:15 · <span class="break-words">Riverside Park');
    const eastside = html.indexOf('vs Eastside Eagles');
    const before = html.indexOf('Tue 17 Nov · 18:00–19:15 · <span class="break-words">Riverside Park');
    expect(lastWeek).toBeGreaterThan(-1);
    expect(eastside).toBeGreaterThan(lastWeek);
    expect(before).toBeGreaterThan(eastside);
    // No future row on the Past tab, and each session a button.
    expect(html).not.toContain('Kingsbridge Colts');
    expect(html).not.toContain('Tue 1 Dec');
    expect(html.match(/<button[^>]*border-l-4/g)).toHaveLength(2);
  });

  it('says a match to come its meet time after its venue, in an item of its own that wraps whole', () => {
    const meetRows = {
      future: [{ kind: 'match' as const, match: { ...match, meetTime: '09:15' } }],
      past: [{ kind: 'match' as const, match: { ...pastMatch, meetTime: '09:15' } }],
    };
    const drawn = (tab: 'future' | 'past') =>
      renderToStaticMarkup(
        <MatchListPanel
          canEdit
          tab={tab}
          onTabChange={() => {}}
          groups={{ future: [match], past: [pastMatch] }}
          rows={meetRows}
          selectedId={null}
          selectedTrainingId={null}
          onSelect={() => {}}
          onSelectTraining={() => {}}
          onAdd={() => {}}
          onAddTraining={null}
          trainingProblem={null}
          now={now}
        />,
      );
    expect(drawn('future')).toContain(
      'Sat 5 Dec · 10:00 · <span class="whitespace-nowrap">Home</span></span><span class="whitespace-nowrap">· meet 09:15</span>',
    );
    // A played match's meet is history; a row without a meet time is as before.
    expect(drawn('past')).toContain('vs Eastside Eagles');
    expect(drawn('past')).not.toContain('meet');
    expect(render(true, true)).not.toContain('meet');
  });

  it('offers Add Training beside Add Match to a coach, and neither to a parent', () => {
    expect(render(true, true)).toContain('Add Training');
    expect(render(true, true)).toContain('Add Match');
    const parent = render(false, false);
    expect(parent).not.toContain('Add Training');
    expect(parent).not.toContain('Add Match');
    expect(parent).toContain('Tue 1 Dec · 18:00–19:15');
  });
});
