import { sql } from 'drizzle-orm';
import { addDays } from '../../shared/domain/training-sessions.js';
import { ukDate } from '../../shared/domain/uk-time.js';
import { createTrainingSessions } from '../features/training/training-sessions.js';
import { generateSecureId } from '../identity/tokens.js';
import type { Db } from './client.js';
import {
  clubMemberships,
  clubs,
  formationPlaces,
  formations,
  goals,
  matchCleanSheets,
  matches,
  matchSetPieceTakers,
  matchUnavailablePlayers,
  oppositionTeams,
  players,
  type setPieceRoleTypes,
  teamMemberships,
  teams,
  users,
} from './schema.js';
import { inTransaction } from './transaction.js';

type SetPieceRoleType = (typeof setPieceRoleTypes)[number];

export const demoUsers = {
  admin: 'admin@demo.test',
  clubAdmin: 'clubadmin@demo.test',
  coach: 'coach@demo.test',
  multi: 'multi@demo.test',
  parent: 'parent@demo.test',
  noTeam: 'noteam@demo.test',
} as const;

/** No user and no club yet: the only kind of database demo data may be added to by itself. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`(select count(*) from ${clubs})::int + (select count(*) from ${users})::int` })
    .from(sql`(select 1) as one`);
  return (row?.n ?? 0) === 0;
}

/** Whether anyone but the demo users has an account: then the database is a real club's. */
export async function hasRealUsers(db: Db): Promise<boolean> {
  const demo = Object.values(demoUsers);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(
      sql`lower(${users.email}) not in (${sql.join(
        demo.map((email) => sql`${email}`),
        sql`, `,
      )})`,
    );
  return (row?.n ?? 0) > 0;
}

type SquadEntry = [number, string, string, string, string?];

// A realistic U12 squad: shirt, first name, last name, position, coaching note.
const squad: SquadEntry[] = [
  [
    1,
    'Oliver',
    'Bennett',
    'Goalkeeper',
    'Commanding in the box; keep working on distribution with his left foot.',
  ],
  [2, 'Harry', 'Whitfield', 'Full-Back', 'Loves to overlap; remind him to track back.'],
  [3, 'Jack', 'Morrison', 'Full-Back'],
  [4, 'Noah', 'Clarke', 'Centre-Back', 'Reads the game well. Natural leader.'],
  [5, 'George', 'Patel', 'Centre-Back'],
  [
    6,
    'Leo',
    'Harrison',
    'Defensive Midfielder',
    'Shields the back four; encourage him to play forward passes.',
  ],
  [7, 'Arthur', 'Lewis', 'Winger', 'Quick; best on the right.'],
  [8, 'Freddie', 'Walsh', 'Central Midfielder'],
  [9, 'Oscar', 'Hughes', 'Striker', 'Finishing has come on a lot this season.'],
  [10, 'Theo', 'Okafor', 'Attacking Midfielder', 'Excellent set-piece delivery.'],
  [11, 'Alfie', 'Reid', 'Winger'],
  [12, 'Charlie', 'Evans', 'Defender'],
  [14, 'Jacob', 'Nowak', 'Midfielder'],
  [15, 'Isaac', 'Turner', 'Wing-Back'],
  [16, 'Max', 'Campbell', 'Forward'],
  [21, 'Sam', 'Fletcher', 'Goalkeeper', 'Second keeper; give him a half every other week.'],
];

const opponents = [
  {
    name: 'Ashford Athletic',
    location: 'Ashford Recreation Ground',
    comments: 'Strong, direct side. Big centre-forward.',
  },
  {
    name: 'Brookfield United',
    location: 'Brookfield Park',
    comments: 'Play out from the back; press them high.',
  },
  { name: 'Castleton Colts', location: 'Castleton Sports Centre (3G)', comments: '' },
  {
    name: 'Dene Valley Juniors',
    location: 'Dene Valley School',
    comments: 'Small pitch, bring astro boots.',
  },
  { name: 'Elmwood Rangers', location: 'Elmwood Common', comments: 'Fair, friendly club.' },
  { name: 'Fairview Falcons', location: 'Fairview Playing Fields', comments: 'Quick wingers.' },
  { name: 'Greenhill Wanderers', location: 'Greenhill Lane', comments: '' },
];

const DAY = 86_400_000;

/**
 * The kick-off of the demo fixture about `dayOffset` days from now. Youth football is a Saturday-morning
 * game, so fixtures fall on Saturdays at 10:00 UTC: the Saturday the offset's week lands on, counted
 * from the latest Saturday (today when it is one). Past offsets stay past and future ones future.
 */
export function demoKickOff(now: Date, dayOffset: number, hour = 10): Date {
  const sinceSaturday = (now.getUTCDay() + 1) % 7;
  const date = new Date(now.getTime() + (Math.round(dayOffset / 7) * 7 - sinceSaturday) * DAY);
  date.setUTCHours(hour, 0, 0, 0);
  return date;
}

/**
 * The first session of a demo weekly series: the `weekday` (0 Sunday to 6 Saturday) on or before
 * today in the UK, `weeksBack` weeks earlier, so the series has a couple of sessions behind it and
 * the rest to come, whatever day the demo is seeded on.
 */
export function demoSeriesStart(now: Date, weekday: number, weeksBack: number): string {
  const today = ukDate(now);
  // A calendar date's weekday, read at noon UTC: the same day in every zone the server may run in.
  const sinceWeekday = (new Date(`${today}T12:00:00Z`).getUTCDay() - weekday + 7) % 7;
  return addDays(today, -sinceWeekday - weeksBack * 7);
}

/** Weekly demo training: two weeks back and six on, written as the API writes a weekly POST. */
const DEMO_TRAINING_WEEKS_BACK = 2;
const DEMO_TRAINING_WEEKS = 8;

/** Seeds the demo club for a newcomer and for the browser tests. Runs in one transaction. */
export async function seedDemoData(db: Db, now: Date = new Date()): Promise<void> {
  await inTransaction(db, async (tx) => {
    const insertedUsers = await tx
      .insert(users)
      .values([
        { email: demoUsers.admin, firstName: 'Alex', lastName: 'Admin', role: 'admin' },
        { email: demoUsers.clubAdmin, firstName: 'Claire', lastName: 'Secretary', role: 'player_parent' },
        { email: demoUsers.coach, firstName: 'Chris', lastName: 'Coach', role: 'coach' },
        { email: demoUsers.multi, firstName: 'Morgan', lastName: 'Multi', role: 'coach' },
        { email: demoUsers.parent, firstName: 'Pat', lastName: 'Parent', role: 'player_parent' },
        { email: demoUsers.noTeam, firstName: 'Nina', lastName: 'Newcomer', role: 'player_parent' },
      ])
      .onConflictDoNothing()
      .returning();
    const userId = async (email: string) => {
      const found = insertedUsers.find((u) => u.email === email);
      if (found) return found.id;
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`);
      if (!row) throw new Error(`demo user ${email} missing`);
      return row.id;
    };

    const [club] = await tx
      .insert(clubs)
      .values({
        name: 'Riverside FC',
        description: 'Community club for boys and girls aged 6 to 16.',
        location: 'Riverside Park',
      })
      .returning();
    if (!club) throw new Error('club insert failed');
    const [u12, u14] = await tx
      .insert(teams)
      .values([
        {
          secureId: generateSecureId(),
          name: 'Riverside Rovers U12',
          clubId: club.id,
          ageGroup: 'U12',
          division: 'Division 2',
          // Under-12s play nine a side (issue 30); its formations below are 9v9 shapes.
          format: 9,
        },
        {
          secureId: generateSecureId(),
          name: 'Riverside Rovers U14',
          clubId: club.id,
          ageGroup: 'U14',
          division: 'Division 1',
        },
      ])
      .returning();
    if (!u12 || !u14) throw new Error('team insert failed');

    await tx
      .insert(clubMemberships)
      .values({ userId: await userId(demoUsers.clubAdmin), clubId: club.id, role: 'admin' });
    await tx.insert(teamMemberships).values([
      { userId: await userId(demoUsers.coach), myTeamId: u12.id, role: 'coach' },
      { userId: await userId(demoUsers.multi), myTeamId: u12.id, role: 'coach' },
      { userId: await userId(demoUsers.multi), myTeamId: u14.id, role: 'coach' },
      { userId: await userId(demoUsers.parent), myTeamId: u12.id, role: 'player_parent' },
    ]);

    const setPieces: Record<
      number,
      Partial<Record<'penaltyOrder' | 'cornerOrder' | 'attackingFkOrder' | 'defensiveFkOrder', number>>
    > = {
      9: { penaltyOrder: 1 },
      10: { penaltyOrder: 2, cornerOrder: 1, attackingFkOrder: 1 },
      7: { cornerOrder: 2 },
      8: { attackingFkOrder: 2 },
      4: { defensiveFkOrder: 1 },
      1: { defensiveFkOrder: 2 },
    };
    // The squads were picked a week before the season's first match (day -56), not today: playing time
    // counts a match only for the players in the squad on its day (issue 30), and a squad added today
    // would show no minutes for the season the demo has played.
    const squadPicked = demoKickOff(now, -63);
    const squadRows = await tx
      .insert(players)
      .values(
        squad.map(([shirtNumber, firstName, lastName, preferredPosition, coachingNotes], index) => ({
          createdAt: squadPicked,
          shirtNumber,
          firstName,
          lastName,
          preferredPosition,
          coachingNotes: coachingNotes ?? null,
          age: 11,
          myTeamId: u12.id,
          // The demo parent's child (issue 30): his address makes this player his family, whose minutes
          // he sees while the team keeps the squad's to the coaches.
          parent1Email:
            index === 1
              ? demoUsers.parent
              : index % 3 === 0
                ? `${firstName.toLowerCase()}.parent@example.com`
                : null,
          playerEmail: null,
          ...setPieces[shirtNumber],
        })),
      )
      .returning();
    const byShirt = (n: number) => {
      const player = squadRows.find((p) => p.shirtNumber === n);
      if (!player) throw new Error(`no shirt ${n}`);
      return player.id;
    };

    await tx.insert(players).values(
      [
        [1, 'Ethan', 'Ward', 'Goalkeeper'],
        [4, 'Lucas', 'Grant', 'Centre-Back'],
        [8, 'Mason', 'Reed', 'Central Midfielder'],
        [9, 'Logan', 'Price', 'Striker'],
      ].map(([shirtNumber, firstName, lastName, preferredPosition]) => ({
        shirtNumber: Number(shirtNumber),
        firstName: String(firstName),
        lastName: String(lastName),
        preferredPosition: String(preferredPosition),
        myTeamId: u14.id,
        createdAt: squadPicked,
      })),
    );

    const opposition = await tx
      .insert(oppositionTeams)
      .values(opponents.map((o) => ({ ...o, myTeamId: u12.id })))
      .returning();
    const opp = (name: string) => {
      const team = opposition.find((o) => o.name === name);
      if (!team) throw new Error(`no opponent ${name}`);
      return team.id;
    };
    await tx.insert(oppositionTeams).values([
      { name: 'Ashford Athletic U14', myTeamId: u14.id },
      { name: 'Hollybank Hornets', myTeamId: u14.id },
    ]);

    const keeper = byShirt(1);
    const defenders = [2, 3, 4, 5].map(byShirt);
    const cleanSheet = [
      { kind: 'keeper' as const, slot: 1, playerId: keeper },
      ...defenders.map((playerId, i) => ({ kind: 'defender' as const, slot: i + 1, playerId })),
    ];
    type Takers = Partial<Record<SetPieceRoleType, number[]>>;
    type Fixture = {
      /** Null: the opponent is not known yet ("TBD"). */
      opponent: string | null;
      /** Days from now; null: no date yet ("Date TBD"). */
      day: number | null;
      isHome: 0 | 1;
      score?: [number, number];
      unavailable?: number[];
      scorers?: Array<[number, number | null, number | null]>;
      captain?: number;
      /** The match's own set-piece takers by shirt; past matches default to the usual takers. */
      takers?: Takers;
      comments?: string;
      /** Period plans (formations) for every period. */
      planned?: boolean;
    };
    const usualTakers: Takers = { penalty: [9, 10], corner: [10, 7] };
    const allTakers: Takers = {
      penalty: [9, 10],
      corner: [10, 7],
      attackingFk: [10, 8],
      defensiveFk: [4, 1],
    };
    // Every state match planning shows: completed (scores and goals, an own goal among them), overdue
    // (past without a score), scheduled, without a date, without an opponent. Past fixtures carry
    // scores (home, away) and our goals as [minute, scorer shirt, assist shirt]; no scorer is an own goal.
    const fixtures: Fixture[] = [
      {
        opponent: 'Ashford Athletic',
        day: -56,
        isHome: 1,
        score: [2, 1],
        scorers: [
          [12, 9, 10],
          [47, 7, null],
        ],
        captain: 4,
      },
      {
        opponent: 'Brookfield United',
        day: -49,
        isHome: 0,
        score: [0, 3],
        scorers: [
          [8, 9, 7],
          [33, 10, 8],
          [61, 16, null],
        ],
        captain: 4,
      },
      {
        opponent: 'Castleton Colts',
        day: -42,
        isHome: 1,
        score: [1, 1],
        scorers: [[55, 10, null]],
        unavailable: [11],
        captain: 4,
      },
      { opponent: 'Dene Valley Juniors', day: -35, isHome: 0, score: [2, 0], captain: 6 },
      {
        opponent: 'Elmwood Rangers',
        day: -28,
        isHome: 1,
        score: [4, 0],
        scorers: [
          [5, 9, 11],
          [22, 9, 10],
          [40, 8, 6],
          [70, null, null],
        ],
        captain: 4,
      },
      // Overdue: played three weeks ago, no score entered yet.
      {
        opponent: 'Fairview Falcons',
        day: -21,
        isHome: 1,
        unavailable: [7],
        captain: 4,
        takers: allTakers,
        comments: 'Result to be confirmed with the league.',
      },
      {
        opponent: 'Fairview Falcons',
        day: -14,
        isHome: 0,
        score: [1, 2],
        scorers: [
          [18, 7, 2],
          [64, 9, 10],
        ],
        unavailable: [3, 14],
        captain: 4,
      },
      {
        opponent: 'Greenhill Wanderers',
        day: -7,
        isHome: 1,
        score: [3, 0],
        scorers: [
          [10, 10, null],
          [36, 9, 8],
          [58, 16, 9],
        ],
        captain: 10,
        planned: true,
      },
      {
        opponent: 'Ashford Athletic',
        day: 6,
        isHome: 0,
        unavailable: [5],
        captain: 4,
        // Noah takes the penalties here; George (unavailable) keeps his place for when he is back.
        takers: { ...allTakers, penalty: [4, 9, 10], defensiveFk: [5, 4, 1] },
        planned: true,
      },
      {
        opponent: 'Brookfield United',
        day: 13,
        isHome: 1,
        unavailable: [2, 11],
        captain: 6,
        takers: allTakers,
      },
      { opponent: 'Castleton Colts', day: 20, isHome: 0 },
      { opponent: 'Elmwood Rangers', day: 27, isHome: 1 },
      { opponent: null, day: 34, isHome: 1, comments: 'County cup, second round: the draw is on Monday.' },
      {
        opponent: 'Greenhill Wanderers',
        day: null,
        isHome: 0,
        comments: 'Friendly, date to be agreed with their coach.',
      },
    ];

    const matchRows = await tx
      .insert(matches)
      .values(
        fixtures.map((fixture) => {
          const isPast = fixture.day !== null && fixture.day < 0;
          const [home, away] = fixture.score ?? [null, null];
          return {
            myTeamId: u12.id,
            opponentTeamId: fixture.opponent ? opp(fixture.opponent) : null,
            matchDate: fixture.day === null ? null : demoKickOff(now, fixture.day),
            isHome: fixture.isHome,
            homeScore: home,
            awayScore: away,
            captainPlayerId: fixture.captain ? byShirt(fixture.captain) : null,
            matchLength: 60,
            substitutionTimings: [0, 15, 30, 45],
            defaultSubstitutions: 3,
            comments: fixture.comments ?? (isPast ? null : 'Meet 30 minutes before kick-off.'),
          };
        }),
      )
      .returning();
    // Rows come back in the order given; checked rather than assumed.
    const seeded = fixtures.map((fixture, i) => {
      const match = matchRows[i];
      const day = fixture.day === null ? null : demoKickOff(now, fixture.day).getTime();
      if (!match || (match.matchDate?.getTime() ?? null) !== day)
        throw new Error('match insert out of order');
      return { fixture, match };
    });

    const cleanSheetRows = seeded.flatMap(({ fixture, match }) => {
      const against = fixture.score ? (fixture.isHome ? fixture.score[1] : fixture.score[0]) : null;
      return against === 0 ? cleanSheet.map((row) => ({ ...row, matchId: match.id })) : [];
    });
    const unavailableRows = seeded.flatMap(({ fixture, match }) =>
      (fixture.unavailable ?? []).map((shirt) => ({ matchId: match.id, playerId: byShirt(shirt) })),
    );
    const takerRows = seeded.flatMap(({ fixture, match }) => {
      const takers = fixture.takers ?? (fixture.day !== null && fixture.day < 0 ? usualTakers : {});
      return Object.entries(takers).flatMap(([roleType, shirts]) =>
        shirts.map((shirt, i) => ({
          matchId: match.id,
          roleType: roleType as SetPieceRoleType,
          playerId: byShirt(shirt),
          priority: i + 1,
        })),
      );
    });
    const goalRows = seeded.flatMap(({ fixture, match }) =>
      (fixture.scorers ?? []).map(([minute, scorer, assist]) => ({
        matchId: match.id,
        minute,
        scorerId: scorer ? byShirt(scorer) : null,
        assistId: assist ? byShirt(assist) : null,
        isOwnGoal: scorer ? 0 : 1,
      })),
    );
    await tx.insert(matchCleanSheets).values(cleanSheetRows);
    await tx.insert(matchUnavailablePlayers).values(unavailableRows);
    await tx.insert(matchSetPieceTakers).values(takerRows);
    await tx.insert(goals).values(goalRows);

    // Plans for every period of the last played match and of the next one, and a practice shape.
    const plannedMatches = seeded.filter(({ fixture }) => fixture.planned);
    const formationRows = await tx
      .insert(formations)
      .values([
        ...plannedMatches.flatMap(({ fixture, match }) =>
          [1, 2, 3, 4].map((quarter) => ({
            name: `${fixture.opponent} P${quarter}`,
            matchId: match.id,
            myTeamId: u12.id,
            quarter,
            periodNumber: quarter,
            startTime: (quarter - 1) * 15,
            endTime: quarter * 15,
            formation: quarter % 2 ? '3-3-2' : '3-2-3',
            notes: quarter === 1 ? 'Start compact, press when their keeper has the ball.' : null,
          })),
        ),
        {
          name: 'Training 3-3-2',
          matchId: null,
          myTeamId: u12.id,
          quarter: 1,
          formation: '3-3-2',
          notes: 'Our default shape for small-sided practice games.',
        },
      ])
      .returning();
    const placeRows = formationRows.flatMap((formation) => {
      const fixture = plannedMatches.find(({ match }) => match.id === formation.matchId)?.fixture;
      if (!fixture) {
        return demoPositions(1, byShirt).map((p, i) => ({
          formationId: formation.id,
          ...p,
          place: 'pitch' as const,
          ordinal: i,
        }));
      }
      const unavailable = fixture.unavailable ?? [];
      return [
        ...demoPositions(formation.quarter, byShirt)
          .filter((p) => !unavailable.map(byShirt).includes(p.playerId))
          .map((p, i) => ({ formationId: formation.id, ...p, place: 'pitch' as const, ordinal: i })),
        ...(formation.quarter % 2 ? [3, 11, 12, 14, 15, 16, 21] : [2, 3, 8, 10, 11, 16, 21])
          .filter((shirt) => !unavailable.includes(shirt))
          .map((shirt, i) => ({
            formationId: formation.id,
            playerId: byShirt(shirt),
            place: 'bench' as const,
            ordinal: i,
          })),
        ...unavailable.map((shirt, i) => ({
          formationId: formation.id,
          playerId: byShirt(shirt),
          place: 'unavailable' as const,
          ordinal: i,
        })),
      ];
    });
    await tx.insert(formationPlaces).values(placeRows);

    // Training (issue 31): the U12 on Tuesdays with a meet time, the U14 on Thursdays, each one weekly
    // series made by the same write as Add Training's "Repeat weekly until".
    const series = [
      { team: u12, weekday: 2, startTime: '18:00', endTime: '19:15', meetTime: '17:45' },
      { team: u14, weekday: 4, startTime: '18:30', endTime: '20:00', meetTime: null },
    ];
    for (const { team, weekday, ...times } of series) {
      const date = demoSeriesStart(now, weekday, DEMO_TRAINING_WEEKS_BACK);
      await createTrainingSessions(
        tx,
        team.id,
        {
          date,
          ...times,
          place: team === u12 ? 'Riverside Park, pitch 2' : 'Riverside Park, 3G pitch',
          notes: team === u12 ? 'Bring bibs, cones and the small goals.' : null,
          repeatWeeklyUntil: addDays(date, (DEMO_TRAINING_WEEKS - 1) * 7),
        },
        now,
      );
    }
  });
}

/**
 * Nine on the pitch at the places of the U12's 9v9 shapes (shared/domain/formation-shapes.ts's
 * shapeSlots): a 3-3-2 in odd periods, a 3-2-3 in even ones.
 */
function demoPositions(quarter: number, byShirt: (n: number) => number) {
  const isOdd = quarter % 2 === 1;
  // x is depth (0 = our goal line), y is width (0 = left touchline), both in percent.
  const shape: Array<[number, number, number]> = isOdd
    ? [
        [1, 5, 50],
        [2, 22, 30],
        [4, 22, 50],
        [5, 22, 70],
        [7, 52, 30],
        [6, 52, 50],
        [8, 52, 70],
        [9, 85, 30],
        [10, 85, 70],
      ]
    : [
        [1, 5, 50],
        [12, 22, 30],
        [4, 22, 50],
        [5, 22, 70],
        [6, 52, 30],
        [14, 52, 70],
        [15, 85, 25],
        [9, 85, 50],
        [7, 85, 75],
      ];
  return shape.map(([shirt, x, y]) => ({ playerId: byShirt(shirt), x, y }));
}
