import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { importedFixtureSchema } from '../../../shared/contracts/fixtures-sync.js';
import { changesKickOff } from '../../../shared/domain/availability.js';
import { changesCalendar } from '../../../shared/domain/calendar-feed.js';
import { meetProblem } from '../../../shared/domain/match-meet-time.js';
import { matchTimingFromTeamDefaults } from '../../../shared/domain/match-timing.js';
import { normaliseTeamName } from '../../../shared/domain/team-name.js';
import { ukDate } from '../../../shared/domain/uk-time.js';
import { reaskAvailability } from '../../db/availability-answers.js';
import type { Db } from '../../db/client.js';
import { touchesTheirScore, trimGoalsAgainst } from '../../db/goals-against.js';
import { matches, oppositionTeams } from '../../db/schema.js';
import { excerpt, type FullTimeFixture } from './fulltime-page.js';

/** Our team as the sync sees it: its Full-Time name and id, when known, pick our side of each fixture. */
export interface OurTeam {
  id: number;
  /** Full-Time's name of the team (the team page heading), else Touchline's. */
  names: string[];
  faTeamId: string | null;
  defaultMatchLength: number;
  defaultSubstitutionTimings: number[];
}

/** A row of the pages that was not stored, and why (in words for people). */
export interface SkippedRow {
  fixtureId: string | null;
  reason: string;
}

export interface AppliedFixtures {
  syncedTeams: number;
  syncedMatches: number;
  missingFixtures: number;
  fixturesRead: number;
  skippedRows: SkippedRow[];
  /** The Full-Time id our side carries on the pages, when they all give the same one. */
  ourFaTeamId: string | null;
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
 * clash) is not guessed: it is reported among `clashes`.
 */
export function pickOurFixtures(
  fixtures: readonly FullTimeFixture[],
  team: OurTeam,
): { ours: OurFixture[]; clashes: SkippedRow[] } {
  const names = new Set(team.names.map(normaliseTeamName).filter((name) => name !== ''));
  const byId = new Map<string, OurFixture>();
  const clashes: SkippedRow[] = [];
  for (const fixture of fixtures) {
    const isHomeOurs = sideIsOurs(fixture.home, team, names);
    const isAwayOurs = sideIsOurs(fixture.away, team, names);
    if (isHomeOurs && isAwayOurs) {
      clashes.push({ fixtureId: fixture.fixtureId, reason: "both teams go by our team's name" });
      continue;
    }
    if (!isHomeOurs && !isAwayOurs) continue;
    // The same fixture can be on the team page and on a list page: the later read (a list) wins.
    byId.set(fixture.fixtureId, {
      fixture,
      isHome: isHomeOurs,
      opponent: isHomeOurs ? fixture.away : fixture.home,
    });
  }
  return { ours: [...byId.values()], clashes };
}

/**
 * The rule a fixture breaks, in words for people, or null when it may be stored. The rules are the
 * forms' own (shared/contracts/fixtures-sync.ts importedFixtureSchema).
 */
export function fixtureProblem(item: OurFixture): string | null {
  const { fixture, opponent } = item;
  const checked = importedFixtureSchema.safeParse({
    fixtureId: fixture.fixtureId,
    opponentName: opponent.name,
    opponentFaTeamId: opponent.faTeamId,
    homeScore: fixture.homeScore,
    awayScore: fixture.awayScore,
    note: fixture.note,
    competition: fixture.competition,
  });
  if (checked.success) return null;
  const issue = checked.error.issues[0];
  const field = String(issue?.path[0] ?? '');
  const what: Record<string, string> = {
    opponentName: `the opponent's name "${excerpt(opponent.name)}"`,
    homeScore: `the home score ${fixture.homeScore}`,
    awayScore: `the away score ${fixture.awayScore}`,
    note: "Full-Time's note",
    competition: "the competition's name",
  };
  return `${what[field] ?? field}: ${issue?.message ?? 'is not valid'}`;
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
      .values({ myTeamId: teamId, name: opponent.name.trim(), faTeamId: opponent.faTeamId })
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

const isSameInstant = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * The result Full-Time gives now: a score, a code (abandoned, void, a walkover), or none yet. A code,
 * or a postponement, clears any number shown before: Full-Time is the record for the score.
 */
function resultOf(fixture: FullTimeFixture): Pick<MatchRow, 'homeScore' | 'awayScore' | 'resultCode'> | null {
  if (fixture.homeScore !== null && fixture.awayScore !== null) {
    return { homeScore: fixture.homeScore, awayScore: fixture.awayScore, resultCode: null };
  }
  if (fixture.resultCode !== null || fixture.isPostponed) {
    return { homeScore: null, awayScore: null, resultCode: fixture.resultCode };
  }
  return null;
}

/** The fields of `next` that differ from `row`. */
function differences(row: MatchRow, next: Partial<MatchRow>): Partial<MatchRow> {
  const changes: Partial<MatchRow> = {};
  for (const [key, value] of Object.entries(next) as [keyof MatchRow, unknown][]) {
    const current = row[key];
    const isSame =
      current instanceof Date || value instanceof Date
        ? isSameInstant(current as Date | null, value as Date | null)
        : current === value;
    if (!isSame) Object.assign(changes, { [key]: value });
  }
  return changes;
}

/** Full-Time's note replaces the comment only while the comment is Full-Time's own (or empty). */
function noteChanges(row: MatchRow, note: string | null): Partial<MatchRow> {
  if ((row.faNote ?? null) === (note ?? null)) return {};
  const isCommentFullTimes = row.comments === null || row.comments === '' || row.comments === row.faNote;
  return { faNote: note, ...(isCommentFullTimes ? { comments: note } : {}) };
}

/**
 * What a later sync may change on a match it brought in: Full-Time owns the fixture (opponent, date and
 * whether its time is known, home or away, postponed, cup) and publishes the result; the coach owns
 * everything else. A fixture re-dated to TBC loses its old date. A comment the coach wrote is kept:
 * only Full-Time's own note (remembered in fa_note) is replaced.
 */
function syncedChanges(row: MatchRow, item: OurFixture, opponentId: number): Partial<MatchRow> {
  const { fixture } = item;
  const changes: Partial<MatchRow> = {
    ...differences(row, {
      opponentTeamId: opponentId,
      matchDate: fixture.kickoff,
      isTimeTbc: fixture.kickoff !== null && fixture.isTimeTbc,
      isHome: item.isHome ? 1 : 0,
      isPostponed: fixture.isPostponed,
      isCup: fixture.isCup,
      // A team page names no competition where its list does: a page that does not say keeps it.
      competition: fixture.competition ?? row.competition,
      ...resultOf(fixture),
    }),
    ...noteChanges(row, fixture.note),
  };
  // The coach's meet time moves with the kick-off (minutes before it); one the new kick-off leaves
  // without a time, or on the day before, is cleared: a sync cannot be refused, and a wrong meet time
  // is worse than none.
  const kickOff = { matchDate: fixture.kickoff, isTimeTbc: fixture.kickoff !== null && fixture.isTimeTbc };
  if (meetProblem(kickOff, row.meetMinutesBefore) !== null) changes.meetMinutesBefore = null;
  return changes;
}

/**
 * A match entered by hand for the same fixture (same opponent, same day) is adopted rather than doubled:
 * it gets the Full-Time id and stays the coach's. This and every later sync only fill in what it lacks
 * (a result, a competition, a note) and follow Full-Time's postponement; nothing it holds is overwritten.
 */
function adoptedChanges(row: MatchRow, item: OurFixture): Partial<MatchRow> {
  const { fixture } = item;
  const result = resultOf(fixture);
  const hasResult = row.homeScore !== null || row.awayScore !== null || row.resultCode !== null;
  return {
    ...differences(row, {
      faFixtureId: fixture.fixtureId,
      isFaAdopted: true,
      isPostponed: fixture.isPostponed,
      ...(fixture.isCup ? { isCup: true } : {}),
      ...(row.competition === null && fixture.competition !== null
        ? { competition: fixture.competition }
        : {}),
      ...(!hasResult && result && (result.homeScore !== null || result.resultCode !== null) ? result : {}),
    }),
    ...(fixture.note || row.faNote ? noteChanges(row, fixture.note) : {}),
  };
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
  const picked = pickOurFixtures(fixtures, team);
  const skippedRows: SkippedRow[] = [...picked.clashes];
  const ours = picked.ours.filter((item) => {
    const problem = fixtureProblem(item);
    if (problem) skippedRows.push({ fixtureId: item.fixture.fixtureId, reason: problem });
    return problem === null;
  });
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
              ukDate(row.matchDate) === ukDate(item.fixture.kickoff as Date),
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
        .set({
          ...changes,
          version: sql`${matches.version} + 1`,
          updatedAt: now,
          // A fixture Full-Time moved, or postponed, is a new version of its calendar event.
          ...(changesCalendar(target, changes) ? { calendarSequence: target.calendarSequence + 1 } : {}),
        })
        .where(eq(matches.id, target.id));
      // Full-Time is the record for the score: goals against with minutes beyond it go (server/db/goals-against.ts).
      if (touchesTheirScore(changes)) await trimGoalsAgainst(tx, { ...target, ...changes });
      // Answers given for the old day or time are asked again (decision 057).
      if (changesKickOff(target, changes)) await reaskAvailability(tx, target.id);
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
      isTimeTbc: fixture.kickoff !== null && fixture.isTimeTbc,
      ...(resultOf(fixture) ?? {}),
      isPostponed: fixture.isPostponed,
      isCup: fixture.isCup,
      competition: fixture.competition,
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
  // A row skipped by a rule is still on Full-Time: it is not missing.
  const seenIds = [...fixtureIds, ...skippedRows.flatMap((row) => (row.fixtureId ? [row.fixtureId] : []))];
  const missingFixtures = isEveryPageRead ? await countMissingFixtures(tx, team.id, seenIds, now) : 0;
  return {
    syncedTeams: opponents.changed,
    syncedMatches,
    missingFixtures,
    fixturesRead: ours.length,
    skippedRows,
    ourFaTeamId: onlyOne(ours.map((item) => (item.isHome ? item.fixture.home : item.fixture.away).faTeamId)),
  };
}

/** The one value given, or null when none is or they differ. */
function onlyOne(values: readonly (string | null)[]): string | null {
  const given = new Set(values.filter((value): value is string => value !== null));
  return given.size === 1 ? ([...given][0] ?? null) : null;
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
