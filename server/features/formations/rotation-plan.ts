import { and, asc, eq } from 'drizzle-orm';
import type {
  AppliedRotationPlan,
  ApplyRotationPlanBody,
  RotationPeriod,
  RotationPlanAnswer,
  RotationPlanBody,
} from '../../../shared/contracts/rotation-plan.js';
import { formationForPeriod } from '../../../shared/domain/formation-for-period.js';
import {
  type FormationShape,
  shapeLinePositions,
  shapeLines,
  shapeSlots,
} from '../../../shared/domain/formation-shapes.js';
import { arrivalMinute } from '../../../shared/domain/late-arrival.js';
import { periodsOf } from '../../../shared/domain/match-periods.js';
import {
  type PlayingTimeFormation,
  type PlayingTimeMatch,
  seasonPlayingTime,
  squadOnMatchDay,
} from '../../../shared/domain/playing-time.js';
import { type PositionLabel, positionLabel } from '../../../shared/domain/position-label.js';
import { isPreferredPosition } from '../../../shared/domain/positions.js';
import {
  isPresentFor,
  type PeriodLineup,
  type PlayedPeriod,
  planRotation,
  playerAvailableMinutes,
  type RotationPin,
  type RotationPlayer,
} from '../../../shared/domain/rotation-planner.js';
import { describeRotationProblems, listWords } from '../../../shared/domain/rotation-problem-words.js';
import { matchAnswersForPlan, type PlanAnswer } from '../../db/availability-answers.js';
import type { Db } from '../../db/client.js';
import { readFormations, readMatches } from '../../db/playing-time-reads.js';
import { matches, players } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, conflict, notFound } from '../../errors.js';
import { createFormation, updateFormation } from './formation-writes.js';

// "Plan fair rotation" (issue 30): the match's periods, its available players with their season
// minutes so far, and the coach's choices go to the pure planner (shared/domain/rotation-planner.ts);
// each planned period's line-up is laid out on the shape's slots as the formation editor would save it.
// The save writes those formations through the editor's own write path (formation-writes.ts), every
// period in one transaction, so a plan is saved whole or not at all and obeys every rule a save does.
// It lives with the formations because it writes them, and features never import each other.

type SquadPlayer = {
  id: number;
  shirtNumber: number;
  firstName: string;
  lastName: string;
  preferredPosition: string;
  willingToKeep: boolean;
  createdAt: Date;
};

/** What the plan is made from, read in four statements whatever the season's length. */
type PlanInputs = {
  match: PlayingTimeMatch;
  /** This match's formations (a period shows formationForPeriod's). */
  formations: PlayingTimeFormation[];
  squad: SquadPlayer[];
  /** Per player, minutes played and available this season before this match. */
  season: Map<number, { played: number; available: number }>;
  /** The families' Available and Not sure answers for this match, with late arrivals. */
  answers: PlanAnswer[];
};

function squadOf(db: Db, teamId: number): Promise<SquadPlayer[]> {
  return db
    .select({
      id: players.id,
      shirtNumber: players.shirtNumber,
      firstName: players.firstName,
      lastName: players.lastName,
      preferredPosition: players.preferredPosition,
      willingToKeep: players.willingToKeep,
      createdAt: players.createdAt,
    })
    .from(players)
    .where(eq(players.myTeamId, teamId))
    .orderBy(asc(players.shirtNumber), asc(players.id));
}

/**
 * The match (404 `Match not found` unless the team's), its formations, the squad, and each player's
 * season so far: the matches that count as played (seasonPlayingTime's rule) and kicked off before this
 * one, so a plan made today for last week's match does not count the matches since.
 */
async function readPlanInputs(db: Db, teamId: number, matchId: number, now: Date): Promise<PlanInputs> {
  const all = { range: { from: null, to: null } };
  const [teamMatches, teamFormations, squad, answers] = await Promise.all([
    readMatches(db, teamId, all),
    readFormations(db, teamId, all),
    squadOf(db, teamId),
    // Another team's match has no answers this team's players gave; the match is checked just below.
    matchAnswersForPlan(db, matchId),
  ]);
  const match = teamMatches.find((m) => m.id === matchId);
  if (!match) throw notFound('Match');
  const kickOff = match.matchDate === null ? Number.NaN : Date.parse(match.matchDate);
  const before = Number.isNaN(kickOff) ? now : new Date(Math.min(kickOff, now.getTime()));
  const time = seasonPlayingTime(
    teamMatches.filter((m) => m.id !== matchId),
    teamFormations,
    squad,
    { now: before, fairShareTarget: 0 },
  );
  return {
    match,
    formations: teamFormations.filter((f) => f.matchId === matchId),
    squad,
    season: new Map(
      time.players.map((p) => [p.playerId, { played: p.minutes, available: p.availableMinutes }]),
    ),
    answers,
  };
}

/** "7 Sam Jones", as a coach knows a player; "player 123" for one not in the squad. */
function namer(squad: readonly SquadPlayer[]) {
  const byId = new Map(squad.map((p) => [p.id, p]));
  return (id: number) => {
    const player = byId.get(id);
    return player
      ? `${player.shirtNumber} ${`${player.firstName} ${player.lastName}`.trim()}`
      : `player ${id}`;
  };
}

const notPossible = (message: string) => new AppError('unprocessable', message, 'ROTATION_NOT_POSSIBLE');

/**
 * A saved period as the planner keeps it: the keeper is whoever stands where the pitch reads GK (the
 * deepest of them, or the deepest player when nobody does); the rest go to the shape's line nearest the
 * depth they stand at, which only tells the planner who played where last.
 */
function playedFrom(formation: PlayingTimeFormation, number: number, shape: FormationShape): PlayedPeriod {
  const slots = shapeSlots(shape);
  const lineDepths = shapeLines(shape).map((_, line) => {
    const start =
      1 +
      shapeLines(shape)
        .slice(0, line)
        .reduce((a, b) => a + b, 0);
    return slots[start]?.x ?? 50;
  });
  const onPitch = [...formation.playerPositions].sort((a, b) => a.x - b.x || a.playerId - b.playerId);
  const label = (p: { x: number; y: number }): PositionLabel => positionLabel(p.x, p.y);
  const keeper = onPitch.find((p) => label(p) === 'GK') ?? onPitch[0];
  if (keeper === undefined) {
    throw notPossible(
      `Period ${number} has nobody on the pitch to keep: plan it in the formation editor, or re-plan from period ${number}.`,
    );
  }
  const lines: number[][] = lineDepths.map(() => []);
  for (const p of onPitch) {
    if (p.playerId === keeper.playerId) continue;
    let nearest = 0;
    lineDepths.forEach((depth, i) => {
      if (Math.abs(depth - p.x) < Math.abs(lineDepths[nearest]! - p.x)) nearest = i;
    });
    lines[nearest]!.push(p.playerId);
  }
  const pitch = new Set(onPitch.map((p) => p.playerId));
  return {
    number,
    keeper: keeper.playerId,
    lines,
    bench: formation.benchPlayers.filter((id) => !pitch.has(id)),
  };
}

/**
 * Where each player of a planned line-up stands: the keeper on the GK slot, each line on its slots in
 * order (the planner has put a player pinned to a position at that position's place in his line).
 */
function positionsOf(lineup: Pick<PeriodLineup, 'keeper' | 'lines'>, shape: FormationShape) {
  const slots = shapeSlots(shape);
  const ids = [lineup.keeper, ...lineup.lines.flat()];
  return ids.map((playerId, i) => ({ playerId, x: slots[i]!.x, y: slots[i]!.y }));
}

type Plan = { answer: RotationPlanAnswer; unavailable: number[] };

/** The plan, or 422 ROTATION_NOT_POSSIBLE in words for people. */
function makePlan(inputs: PlanInputs, body: RotationPlanBody): Plan {
  const { match, formations, squad, season, answers } = inputs;
  const shape = body.shape as FormationShape;
  const periods = periodsOf(match);
  const fromPeriod = body.fromPeriod ?? 1;
  const name = namer(squad);
  if (fromPeriod > periods.length) {
    throw notPossible(
      `This match has ${periods.length} ${periods.length === 1 ? 'period' : 'periods'}: re-plan from one of them.`,
    );
  }
  const shown = periods.map((period) => formationForPeriod(formations, match.id, period.number));
  const played: PlayedPeriod[] = [];
  for (let number = 1; number < fromPeriod; number++) {
    const formation = shown[number - 1];
    if (!formation) {
      throw notPossible(
        `Period ${number} has no saved line-up to keep: plan it first, or re-plan from period ${number}.`,
      );
    }
    played.push(playedFrom(formation, number, shape));
  }

  const inSquad = squadOnMatchDay(match, squad);
  const unavailableIds = new Set(match.unavailablePlayerIds);
  const unavailable = inSquad.filter((p) => unavailableIds.has(p.id)).map((p) => p.id);
  // The families' answers (issue 31): Not sure players are planned unless the coach leaves them out; a
  // late arrival is the match minute he plays from, counted from kick-off with the periods back to back
  // (breaks ignored, so never earlier than the true minute: arrivalMinute).
  const answerOf = new Map(answers.map((a) => [a.playerId, a]));
  const kickOff = match.matchDate === null ? null : new Date(match.matchDate);
  const fromMinute = (id: number) => {
    const arrivesAt = answerOf.get(id)?.arrivesAt ?? null;
    return kickOff === null || Number.isNaN(kickOff.getTime()) ? 0 : arrivalMinute(kickOff, arrivesAt);
  };
  const notSure = inSquad
    .filter((p) => !unavailableIds.has(p.id) && answerOf.get(p.id)?.answer === 'maybe')
    .map((p) => p.id);
  const includeNotSure = body.includeNotSure ?? true;
  const leftOut = new Set(includeNotSure ? [] : notSure);
  const late = inSquad
    .filter((p) => !unavailableIds.has(p.id) && !leftOut.has(p.id) && fromMinute(p.id) > 0)
    .map((p) => ({
      playerId: p.id,
      arrivesAt: answerOf.get(p.id)!.arrivesAt!.toISOString(),
      fromMinute: fromMinute(p.id),
    }));
  // An injury or early leave recorded live (issue 32): the minute he left at, counted as the planner
  // counts periods; a player who left is placed in no period that ends after it.
  const untilMinute = (id: number) => answerOf.get(id)?.leftAtMinute ?? null;
  const left = inSquad
    .filter((p) => !unavailableIds.has(p.id) && !leftOut.has(p.id) && untilMinute(p.id) !== null)
    .map((p) => ({ playerId: p.id, minute: untilMinute(p.id)! }));
  const available: RotationPlayer[] = inSquad
    .filter((p) => !unavailableIds.has(p.id) && !leftOut.has(p.id))
    .map((p) => ({
      id: p.id,
      shirtNumber: p.shirtNumber,
      // An unknown position (older data) has no line to prefer; he still plays, wherever there is room.
      preferredPosition: isPreferredPosition(p.preferredPosition) ? p.preferredPosition : 'Midfielder',
      willingToKeep: p.willingToKeep,
      seasonMinutesPlayed: season.get(p.id)?.played ?? 0,
      seasonMinutesAvailable: season.get(p.id)?.available ?? 0,
      availableFrom: fromMinute(p.id),
      availableUntil: untilMinute(p.id),
    }));

  const result = planRotation({
    periods,
    lines: shapeLines(shape),
    // A pin to a position ('LB') is to its slot: the planner orders each line as the slots read.
    positions: shapeLinePositions(shape),
    players: available,
    pins: (body.pins ?? []) as RotationPin[],
    ...(body.keeperChangeAt === undefined ? {} : { keeperChanges: body.keeperChangeAt }),
    fromPeriod,
    played,
  });
  if (!result.ok) throw notPossible(describeRotationProblems(result.problems, name));

  const answerPeriods: RotationPeriod[] = result.plan.periods.map((lineup) => ({
    number: lineup.number,
    from: lineup.from,
    to: lineup.to,
    keeper: lineup.keeper,
    lines: lineup.lines,
    bench: lineup.bench,
    // A kept period is as saved: whoever it names there is not "not there yet" (or gone), whatever he said.
    absent: available
      .filter(
        (p) =>
          !isPresentFor(p, lineup) &&
          p.id !== lineup.keeper &&
          !lineup.lines.some((line) => line.includes(p.id)) &&
          !lineup.bench.includes(p.id),
      )
      .map((p) => p.id),
    playerPositions:
      lineup.number < fromPeriod
        ? (shown[lineup.number - 1]?.playerPositions ?? []).map((p) => ({ ...p }))
        : positionsOf(lineup, shape),
    kept: lineup.number < fromPeriod,
    planned: shown[lineup.number - 1] !== null,
  }));
  return {
    answer: {
      matchId: match.id,
      shape,
      fromPeriod,
      periods: answerPeriods,
      minutes: result.plan.minutes.map((row) => {
        const player = available.find((p) => p.id === row.playerId);
        return {
          ...row,
          availableMinutes: player ? playerAvailableMinutes(player, periods) : row.minutes,
        };
      }),
      unavailable,
      notSure,
      notSureIncluded: includeNotSure,
      late,
      left,
    },
    // The Not sure players left out are not in the saved plan's periods at all: unavailable in each.
    unavailable: [...unavailable, ...leftOut],
  };
}

/** POST /api/matches/:id/rotation-plan: the proposal, saving nothing. */
export async function proposeRotationPlan(
  db: Db,
  teamId: number,
  matchId: number,
  body: RotationPlanBody,
  now: Date,
): Promise<RotationPlanAnswer> {
  return makePlan(await readPlanInputs(db, teamId, matchId, now), body).answer;
}

/**
 * POST /api/matches/:id/rotation-plan/apply: the plan made again inside one transaction (so it stands on
 * what is saved at that moment, not on what the preview saw) and every planned period's formation
 * written through the editor's save: a new formation for an unplanned period, the shown one replaced
 * for a planned period when `overwritePlanned`. Without it, a plan that would replace a planned period
 * is refused (409 PERIODS_ALREADY_PLANNED) and nothing is written. The match row is held for the
 * transaction (FOR NO KEY UPDATE), so two coaches saving plans at once save one after the other.
 */
export async function applyRotationPlan(
  db: Db,
  team: { id: number; format: number },
  userId: number,
  matchId: number,
  body: ApplyRotationPlanBody,
  now: Date,
): Promise<AppliedRotationPlan> {
  const teamId = team.id;
  return inTransaction(db, async (tx) => {
    const [held] = await tx
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.id, matchId), eq(matches.myTeamId, teamId)))
      .for('no key update');
    if (!held) throw notFound('Match');
    const inputs = await readPlanInputs(tx, teamId, matchId, now);
    const { answer, unavailable } = makePlan(inputs, body);
    const toPlan = answer.periods.filter((period) => !period.kept);
    const planned = toPlan.filter((period) => period.planned).map((period) => period.number);
    if (planned.length > 0 && body.overwritePlanned !== true) {
      const words = `${planned.length === 1 ? 'Period' : 'Periods'} ${listWords(planned.map(String))}`;
      throw conflict(
        `${words} ${planned.length === 1 ? 'is' : 'are'} already planned: choose "Replace periods already planned" to replace ${planned.length === 1 ? 'it' : 'them'}, or re-plan from a later period.`,
        'PERIODS_ALREADY_PLANNED',
      );
    }
    const formationIds: number[] = [];
    for (const period of toPlan) {
      const lists = {
        formation: answer.shape as FormationShape,
        playerPositions: period.playerPositions,
        benchPlayers: period.bench,
        // A late player not there yet is unavailable for the period, so the playing-time figures
        // (available minutes, season share) count only the periods from his arrival on.
        unavailablePlayers: [...unavailable, ...period.absent],
      };
      const shown = formationForPeriod(inputs.formations, matchId, period.number);
      const saved = shown
        ? await updateFormation(tx, teamId, userId, shown.id, lists, undefined, now)
        : await createFormation(
            tx,
            team,
            userId,
            { ...lists, matchId, quarter: period.number, name: `Fair rotation, period ${period.number}` },
            now,
          );
      formationIds.push(saved.id);
    }
    return { ...answer, formationIds };
  });
}
