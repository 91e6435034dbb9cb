import { and, eq, gte, sql } from 'drizzle-orm';
import { ukWallClock, ukWallClockToInstant } from '../../shared/domain/uk-time.js';
import type { Db } from './client.js';
import { matches } from './schema.js';

// A match's calendar event (decision 056) names its venue: our club's location at home, the opposition
// team's location away. Those texts live outside the match row, so the league's opposition writes raise
// the SEQUENCE of the matches whose venue they change: here rather than in a feature because features
// never import each other (as availability-answers.ts).

/**
 * The first instant of the UK day of `now`: a match earlier today still counts as upcoming (a family may
 * be on the way), a past one keeps its sequence (a calendar has nothing new to show for it).
 */
function startOfUkDay(now: Date): Date {
  const clock = ukWallClock(now);
  return ukWallClockToInstant(clock.year, clock.month, clock.day);
}

/**
 * Raises by one the calendar sequence of the matches against `opponentTeamId` from today on, and stamps
 * their updated_at (the event's DTSTAMP); only the away ones (`awayOnly`) when what changed is the
 * opponent's location, which is the venue of those alone. The match's own version is left: nothing a
 * match form shows has changed, so a coach's open form must not be refused as stale.
 */
export async function raiseOpponentMatchesSequence(
  tx: Db,
  opponentTeamId: number,
  now: Date,
  { awayOnly }: { awayOnly: boolean },
): Promise<void> {
  await tx
    .update(matches)
    .set({ calendarSequence: sql`${matches.calendarSequence} + 1`, updatedAt: now })
    .where(
      and(
        eq(matches.opponentTeamId, opponentTeamId),
        gte(matches.matchDate, startOfUkDay(now)),
        awayOnly ? eq(matches.isHome, 0) : undefined,
      ),
    );
}
