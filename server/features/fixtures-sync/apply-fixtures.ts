import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { matchTimingFromTeamDefaults } from '../../../shared/domain/match-timing.js';
import type { Db } from '../../db/client.js';
import { matches, oppositionTeams } from '../../db/schema.js';
import { type FullTimeFixture, normaliseTeamName } from './fulltime-page.js';

/** Our team as the sync sees it: its Full-Time name and id, when known, pick our side of each fixture. */
export interface OurTeam {
  id: number;
  /** Full-Time's name of the team (the team page heading), else Touchline's. */
  names: string[];
  faTeamId: string | null;
  defaultMatchLength: number;
  defaultSubstitutionTimings: number[];
  defaultSubstitutions: number;
}

export interface AppliedFixtures {
  syncedTeams: number;
  syncedMatches: number;
  missingFixtures: number;
  fixturesRead: number;
}

type OurFixture = {
  fixture: FullTimeFixture;
  isHome: boolean;
  opponent: { name: string; faTeamId: string | null };
};

const sideIsOurs = (side: { name: string; faTeamId: string | null }, team: OurTeam, names: Set<string>) =>
  (team.faTeamId !== null && side.faTeamId === team.faTeamId) || names.has(normaliseTeamName(side.name));

/**
 * The fixtures of our team among those read, each with our side and the opponent. A fixture neither of
 * whose sides is ours (a division page lists everyone's) is not ours; one where both are (a name
 * clash) is skipped rather than guessed.
 */
export function pickOurFixtures(fixtures: readonly FullTimeFixture[], team: OurTeam): OurFixture[] {
  const names = new Set(team.names.map(normaliseTeamName).filter((name) => name !== ''));
  const byId = new Map<string, OurFixture>();
  for (const fixture of fixtures) {
    const isHomeOurs = sideIsOurs(fixture.home, team, names);
    const isAwayOurs = sideIsOurs(fixture.away, team, names);
    if (isHomeOurs === isAwayOurs) continue;
    // The same fixture can be on the team page and on a list page: the later read (a list) wins.
    byId.set(fixture.fixtureId, {
      fixture,
      isHome: isHomeOurs,
      opponent: isHomeOurs ? fixture.away : fixture.home,
    });
  }
  return [...byId.values()];
}

type OppositionRow = typeof oppositionTeams.$inferSelect;
type MatchRow = typeof matches.$inferSelect;

/** Opponents by Full-Time id first, then by the normalised name, creating the ones not there yet. */
async function upsertOpponents(
  tx: Db,
  teamId: number,
  ours: readonly OurFixture[],
): Promise<{ idOf: (opponent: OurFixture['opponent']) => number; changed: number }> {
  const rows = await tx.select().from(oppositionTeams).where(eq(oppositionTeams.myTeamId, teamId));
  const byFaId = new Map<string, OppositionRow>();
  const byName = new Map<string, OppositionRow>();
  const remember = (row: OppositionRow) => {
    if (row.faTeamId) byFaId.set(row.faTeamId, row);
    if (!byName.has(normaliseTeamName(row.name))) byName.set(normaliseTeamName(row.name), row);
  };
  for (const row of rows) remember(row);
  const find = (opponent: OurFixture['opponent']) =>
    (opponent.faTeamId ? byFaId.get(opponent.faTeamId) : undefined) ??
    byName.get(normaliseTeamName(opponent.name));

  const changedIds = new Set<number>();
  for (const { opponent } of ours) {
    const found = find(opponent);
    if (found) {
      // A coach may have renamed the team to their liking: keep the name, learn the Full-Time id.
      if (opponent.faTeamId && found.faTeamId !== opponent.faTeamId && !byFaId.has(opponent.faTeamId)) {
        const [row] = await tx
          .update(oppositionTeams)
          .set({ faTeamId: opponent.faTeamId })
          .where(eq(oppositionTeams.id, found.id))
          .returning();
        if (row) {
          remember(row);
          changedIds.add(row.id);
        }
      }
      continue;
    }
    const [row] = await tx
      .insert(oppositionTeams)
      .values({ myTeamId: teamId, name: opponent.name.trim().slice(0, 100), faTeamId: opponent.faTeamId })
      .returning();
    if (!row) throw new Error('opposition insert returned nothing');
    remember(row);
    changedIds.add(row.id);
  }
  return {
    idOf: (opponent) => {
      const row = find(opponent);
      if (!row) throw new Error(`opponent ${opponent.name} was not upserted`);
      return row.id;
    },
    changed: changedIds.size,
  };
}

const londonDay = (date: Date) => date.toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
const isSameInstant = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * What a later sync may change on a match it brought in: Full-Time owns the fixture (opponent, date,
 * home or away, postponed) and publishes the result; the coach owns everything else. A comment the coach
 * wrote is kept: only Full-Time's own note (remembered in fa_note) is replaced.
 */
function syncedChanges(row: MatchRow, item: OurFixture, opponentId: number): Partial<MatchRow> {
  const { fixture } = item;
  const changes: Partial<MatchRow> = {};
  if (row.opponentTeamId !== opponentId) changes.opponentTeamId = opponentId;
  if (fixture.kickoff && !isSameInstant(row.matchDate, fixture.kickoff)) changes.matchDate = fixture.kickoff;
  const isHome = item.isHome ? 1 : 0;
  if (row.isHome !== isHome) changes.isHome = isHome;
  if (row.isPostponed !== fixture.isPostponed) changes.isPostponed = fixture.isPostponed;
  if (fixture.homeScore !== null && fixture.awayScore !== null) {
    if (row.homeScore !== fixture.homeScore) changes.homeScore = fixture.homeScore;
    if (row.awayScore !== fixture.awayScore) changes.awayScore = fixture.awayScore;
  }
  if ((row.faNote ?? null) !== (fixture.note ?? null)) {
    changes.faNote = fixture.note;
    if (row.comments === null || row.comments === '' || row.comments === row.faNote)
      changes.comments = fixture.note;
  }
  return changes;
}

/**
 * A match entered by hand for the same fixture (same opponent, same day) is adopted rather than doubled:
 * it gets the Full-Time id and stays the coach's. This and every later sync only fill in what it lacks
 * (a result, a note) and follow Full-Time's postponement; nothing it holds is overwritten.
 */
function adoptedChanges(row: MatchRow, item: OurFixture): Partial<MatchRow> {
  const { fixture } = item;
  const changes: Partial<MatchRow> = {};
  if (row.faFixtureId !== fixture.fixtureId) changes.faFixtureId = fixture.fixtureId;
  if (!row.isFaAdopted) changes.isFaAdopted = true;
  if (row.isPostponed !== fixture.isPostponed) changes.isPostponed = fixture.isPostponed;
  if (
    row.homeScore === null &&
    row.awayScore === null &&
    fixture.homeScore !== null &&
    fixture.awayScore !== null
  ) {
    changes.homeScore = fixture.homeScore;
    changes.awayScore = fixture.awayScore;
  }
  if ((row.faNote ?? null) !== (fixture.note ?? null)) {
    changes.faNote = fixture.note;
    if ((row.comments === null || row.comments === '' || row.comments === row.faNote) && fixture.note) {
      changes.comments = fixture.note;
    }
  }
  return changes;
}

/**
 * Writes a sync's fixtures for one team: opponents by name or id, matches by their Full-Time id. Runs
 * inside the caller's transaction; returns how many rows it created or changed, so a second run over
 * the same pages answers 0 and 0, and how many synced fixtures still to come the pages no longer list
 * (only when every page was read).
 */
export async function applyFixtures(
  tx: Db,
  team: OurTeam,
  fixtures: readonly FullTimeFixture[],
  now: Date,
  { isEveryPageRead }: { isEveryPageRead: boolean } = { isEveryPageRead: true },
): Promise<AppliedFixtures> {
  const ours = pickOurFixtures(fixtures, team);
  const opponents = await upsertOpponents(tx, team.id, ours);
  const fixtureIds = ours.map((item) => item.fixture.fixtureId);
  const known =
    fixtureIds.length === 0
      ? []
      : await tx
          .select()
          .from(matches)
          .where(and(eq(matches.myTeamId, team.id), inArray(matches.faFixtureId, fixtureIds)))
          .for('update');
  const byFixtureId = new Map(known.map((row) => [row.faFixtureId, row]));
  const handEntered = await tx
    .select()
    .from(matches)
    .where(and(eq(matches.myTeamId, team.id), isNull(matches.faFixtureId)))
    .for('update');
  const timing = matchTimingFromTeamDefaults(team);

  let syncedMatches = 0;
  for (const item of ours) {
    const opponentId = opponents.idOf(item.opponent);
    const existing = byFixtureId.get(item.fixture.fixtureId);
    const adoptable =
      existing === undefined && item.fixture.kickoff
        ? handEntered.find(
            (row) =>
              row.opponentTeamId === opponentId &&
              row.matchDate !== null &&
              londonDay(row.matchDate) === londonDay(item.fixture.kickoff as Date),
          )
        : undefined;
    const target = existing ?? adoptable;
    if (target) {
      const changes =
        existing && !existing.isFaAdopted
          ? syncedChanges(target, item, opponentId)
          : adoptedChanges(target, item);
      if (Object.keys(changes).length === 0) continue;
      await tx
        .update(matches)
        .set({ ...changes, version: sql`${matches.version} + 1`, updatedAt: now })
        .where(eq(matches.id, target.id));
      if (adoptable) handEntered.splice(handEntered.indexOf(adoptable), 1);
      syncedMatches += 1;
      continue;
    }
    const { fixture } = item;
    await tx.insert(matches).values({
      myTeamId: team.id,
      opponentTeamId: opponentId,
      matchDate: fixture.kickoff,
      isHome: item.isHome ? 1 : 0,
      homeScore: fixture.homeScore,
      awayScore: fixture.awayScore,
      isPostponed: fixture.isPostponed,
      comments: fixture.note,
      faNote: fixture.note,
      faFixtureId: fixture.fixtureId,
      matchLength: timing.matchLength,
      substitutionTimings: [...timing.substitutionTimings],
      defaultSubstitutions: timing.defaultSubstitutions,
      createdAt: now,
      updatedAt: now,
    });
    syncedMatches += 1;
  }

  // With pages left unread, a fixture not seen may well be on one of them: none is called missing.
  const missingFixtures = isEveryPageRead ? await countMissingFixtures(tx, team.id, fixtureIds, now) : 0;
  return { syncedTeams: opponents.changed, syncedMatches, missingFixtures, fixturesRead: ours.length };
}

/**
 * Fixtures an earlier sync brought in, still to come, that Full-Time no longer lists: left alone (a coach
 * may have planned them) and reported, never deleted. Past ones are not counted: the pages read show
 * only recent results.
 */
async function countMissingFixtures(
  tx: Db,
  teamId: number,
  seen: readonly string[],
  now: Date,
): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(matches)
    .where(
      and(
        eq(matches.myTeamId, teamId),
        sql`${matches.faFixtureId} is not null`,
        sql`(${matches.matchDate} is null or ${matches.matchDate} >= ${now.toISOString()}::timestamptz)`,
        seen.length === 0 ? undefined : notInArray(matches.faFixtureId, [...seen]),
      ),
    );
  return Number(row?.count ?? 0);
}
