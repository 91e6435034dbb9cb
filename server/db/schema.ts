import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Every timestamp carries its zone so the same row reads the same from any server.
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    role: text('role', { enum: ['admin', 'coach', 'player_parent'] })
      .notNull()
      .default('player_parent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('admin', 'coach', 'player_parent')`),
  ],
);

// The spec's session record (sid, sess, expire). sid holds the SHA-256 of the cookie value, never the
// value itself; user_id is kept beside sess so deleting a user removes their sessions by foreign key.
export const sessions = pgTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    sess: jsonb('sess').$type<{ createdAt: string }>().notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_expire_idx').on(t.expire), index('sessions_user_id_idx').on(t.userId)],
);

// token holds the SHA-256 of the link's token; the token itself only ever exists in the e-mail.
export const magicLinkTokens = pgTable(
  'magic_link_tokens',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull().unique('magic_link_tokens_token_key'),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    used: smallint('used').notNull().default(0),
    // SHA-256 of the first-party cookie of the browser that asked for the link: only that browser's
    // page signs in by itself (a mail scanner that runs scripts must not burn the link).
    browserBinding: text('browser_binding'),
    // The page the link was asked from (shared/domain/return-path.ts): signing in ends there, in
    // whichever browser the link is opened.
    returnTo: text('return_to'),
    createdAt: createdAt(),
  },
  (t) => [
    index('magic_link_tokens_expires_at_idx').on(t.expiresAt),
    index('magic_link_tokens_email_idx').on(t.email),
  ],
);

// Fixed-window counters shared by every app instance (see docs/decisions/004-rate-limits-in-database.md).
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

export const clubs = pgTable('clubs', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  location: text('location'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const clubMemberships = pgTable(
  'club_memberships',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['admin'] })
      .notNull()
      .default('admin'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('club_memberships_user_club_key').on(t.userId, t.clubId),
    index('club_memberships_club_id_idx').on(t.clubId),
    check('club_memberships_role_check', sql`${t.role} = 'admin'`),
  ],
);

// The spec calls these "my teams": the club's own teams, as opposed to opposition teams.
export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    secureId: text('secure_id').notNull().unique('teams_secure_id_key'),
    name: text('name').notNull(),
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'cascade' }),
    ageGroup: text('age_group'),
    division: text('division'),
    description: text('description'),
    faFullTimeUrl: text('fa_full_time_url'),
    faTeamId: text('fa_team_id'),
    // The name Full-Time gives this team, chosen by an admin when Full-Time's name is not Touchline's
    // (every later sync, the daily one included, picks our side of each fixture by it).
    faTeamName: text('fa_team_name'),
    lastSyncDate: timestamp('last_sync_date', { withTimezone: true }),
    defaultMatchLength: integer('default_match_length').notNull().default(90),
    defaultSubstitutionTimings: jsonb('default_substitution_timings')
      .$type<number[]>()
      .notNull()
      .default([0, 30, 60]),
    // Changes, so periods are one more (issue 30, decision 050): 2 matches the default timings' three
    // periods. Spec 000's stored default of 3 counted periods; migration 0014 moved every team over.
    defaultSubstitutions: integer('default_substitutions').notNull().default(2),
    // Percent of the minutes a player was available for below which the season's playing time flags
    // him (issue 30); 0 turns the flag off. The default is shared/domain/playing-time.ts's
    // DEFAULT_FAIR_SHARE_TARGET.
    fairShareTarget: integer('fair_share_target').notNull().default(50),
    // Players on the pitch (issue 30): 5, 7, 9 or 11 (shared/domain/formation-shapes.ts's teamFormats,
    // DEFAULT_TEAM_FORMAT). The formation editor offers the format's shapes.
    format: integer('format').notNull().default(11),
    // Parents and players see only their family's minutes unless a coach turns this on (issue 30).
    showSquadMinutesToFamily: boolean('show_squad_minutes_to_family').notNull().default(false),
    // Availability answers (issue 31, decision 057): what a family's silence counts as, how many hours
    // before kick-off families can no longer answer (null: until kick-off), and whether families see
    // the squad's counts.
    availabilitySilence: text('availability_silence', { enum: ['unanswered', 'available'] })
      .notNull()
      .default('unanswered'),
    availabilityLockHours: integer('availability_lock_hours'),
    showAvailabilityCountsToFamily: boolean('show_availability_counts_to_family').notNull().default(false),
    // Hours before kick-off at which families who have not answered get one reminder e-mail (issue 31,
    // decision 058); null: no reminders.
    availabilityReminderHours: integer('availability_reminder_hours').default(48),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('teams_club_id_idx').on(t.clubId),
    check('teams_fair_share_target_check', sql`${t.fairShareTarget} between 0 and 100`),
    check('teams_format_check', sql`${t.format} in (5, 7, 9, 11)`),
    check('teams_availability_silence_check', sql`${t.availabilitySilence} in ('unanswered', 'available')`),
    check(
      'teams_availability_lock_hours_check',
      sql`${t.availabilityLockHours} is null or ${t.availabilityLockHours} between 1 and 168`,
    ),
    check(
      'teams_availability_reminder_hours_check',
      sql`${t.availabilityReminderHours} is null or ${t.availabilityReminderHours} between 1 and 168`,
    ),
  ],
);

export const teamMemberships = pgTable(
  'team_memberships',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    myTeamId: integer('my_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['coach', 'player_parent'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('team_memberships_user_team_key').on(t.userId, t.myTeamId),
    index('team_memberships_my_team_id_idx').on(t.myTeamId),
    check('team_memberships_role_check', sql`${t.role} in ('coach', 'player_parent')`),
  ],
);

export const players = pgTable(
  'players',
  {
    id: serial('id').primaryKey(),
    shirtNumber: integer('shirt_number').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    preferredPosition: text('preferred_position').notNull(),
    /** Will keep goal though goalkeeper is not his preferred position: the rotation planner may put him in goal. */
    willingToKeep: boolean('willing_to_keep').notNull().default(false),
    age: integer('age'),
    height: integer('height'),
    coachingNotes: text('coaching_notes'),
    penaltyOrder: integer('penalty_order'),
    cornerOrder: integer('corner_order'),
    attackingFkOrder: integer('attacking_fk_order'),
    defensiveFkOrder: integer('defensive_fk_order'),
    myTeamId: integer('my_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    parent1Email: text('parent1_email'),
    parent2Email: text('parent2_email'),
    playerEmail: text('player_email'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('players_team_shirt_key').on(t.myTeamId, t.shirtNumber),
    // The target of player_family_links' (player, team) key, so a link cannot name another team's player.
    uniqueIndex('players_id_team_key').on(t.id, t.myTeamId),
    index('players_user_id_idx').on(t.userId),
    check('players_shirt_number_check', sql`${t.shirtNumber} between 1 and 99`),
  ],
);

/**
 * A coach's hand link (linked) or unlink (not linked) between an account and a player of the same team
 * (issue 30): the exceptions to the e-mail rule of who is a player's family (shared/domain/family.ts).
 * Both sides are keyed with the team, the account through its membership of the team, so a link can
 * neither cross teams nor outlive the player or the membership.
 */
export const playerFamilyLinks = pgTable(
  'player_family_links',
  {
    myTeamId: integer('my_team_id').notNull(),
    playerId: integer('player_id').notNull(),
    userId: integer('user_id').notNull(),
    linked: boolean('linked').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'player_family_links_pkey', columns: [t.playerId, t.userId] }),
    foreignKey({
      name: 'player_family_links_player_fkey',
      columns: [t.playerId, t.myTeamId],
      foreignColumns: [players.id, players.myTeamId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'player_family_links_membership_fkey',
      columns: [t.userId, t.myTeamId],
      foreignColumns: [teamMemberships.userId, teamMemberships.myTeamId],
    }).onDelete('cascade'),
    index('player_family_links_team_user_idx').on(t.myTeamId, t.userId),
  ],
);

export const oppositionTeams = pgTable(
  'opposition_teams',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    location: text('location'),
    comments: text('comments'),
    faTeamId: text('fa_team_id'),
    myTeamId: integer('my_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('opposition_teams_team_name_key').on(t.myTeamId, sql`lower(${t.name})`)],
);

const playerRef = (name: string) => integer(name).references(() => players.id, { onDelete: 'set null' });

export const matches = pgTable(
  'matches',
  {
    id: serial('id').primaryKey(),
    myTeamId: integer('my_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    opponentTeamId: integer('opponent_team_id').references(() => oppositionTeams.id, {
      onDelete: 'set null',
    }),
    // Nullable on purpose: see docs/decisions/003-match-date-may-be-empty.md.
    matchDate: timestamp('match_date', { withTimezone: true }),
    isHome: smallint('is_home').notNull().default(1),
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    captainPlayerId: playerRef('captain_player_id'),
    matchLength: integer('match_length').notNull().default(80),
    substitutionTimings: jsonb('substitution_timings').$type<number[]>().notNull().default([0, 20, 40, 60]),
    // The changes between the periods (issue 30): one fewer than substitution_timings' entries when there
    // are any; without start times it gives the periods (n + 1, spec 001 §4.3); null: none stated.
    defaultSubstitutions: integer('default_substitutions'),
    comments: text('comments'),
    // The displayFixture.html?id= number of a match the FA Full-Time sync brought in (null: entered by hand).
    faFixtureId: text('fa_fixture_id'),
    isPostponed: boolean('is_postponed').notNull().default(false),
    // A match typed in by hand that a sync found to be a Full-Time fixture: linked, but still the coach's
    // (later syncs only fill in what it lacks). docs/decisions/023-fixtures-sync.md.
    isFaAdopted: boolean('is_fa_adopted').notNull().default(false),
    // The bracketed note (half-time, penalties) Full-Time last gave, so the next sync can tell its own
    // comment from one a coach wrote.
    faNote: text('fa_note'),
    // A result Full-Time gives without goals (shared/domain/match-result-code.ts): abandoned, void, or a
    // walkover to one side. Null for a score, or no result yet.
    resultCode: text('result_code', { enum: ['abandoned', 'void', 'homeWalkover', 'awayWalkover'] }),
    // A cup tie, and the competition's name as Full-Time writes it (null for a league match or unknown).
    isCup: boolean('is_cup').notNull().default(false),
    competition: text('competition'),
    // The day is known but the kick-off time is not yet ("TBC"): match_date holds 00:00 UK that day.
    isTimeTbc: boolean('is_time_tbc').notNull().default(false),
    // When the players meet, as minutes before kick-off (null: none said), so it moves with the kick-off
    // (shared/domain/match-meet-time.ts, decision 056); only with a known kick-off time, on its UK day.
    meetMinutesBefore: integer('meet_minutes_before'),
    // Bumped by every write to the match, its lists or its goals (decision 020).
    version: integer('version').notNull().default(1),
    // The calendar feed's SEQUENCE (issue 31, decision 056): one more at every change a calendar must
    // show as a new version of the event (day or time, meet time, home or away, opponent, its venue's
    // text, postponed or called off); a score or a line-up leaves it. Raised by the writes themselves (shared/domain/calendar-feed.ts).
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('matches_my_team_id_match_date_idx').on(t.myTeamId, t.matchDate),
    index('matches_opponent_team_id_idx').on(t.opponentTeamId),
    index('matches_captain_player_id_idx').on(t.captainPlayerId),
    uniqueIndex('matches_team_fa_fixture_key')
      .on(t.myTeamId, t.faFixtureId)
      .where(sql`${t.faFixtureId} is not null`),
    check('matches_is_home_check', sql`${t.isHome} in (0, 1)`),
    check(
      'matches_meet_minutes_before_check',
      sql`${t.meetMinutesBefore} is null or ${t.meetMinutesBefore} between 1 and 1439`,
    ),
    check('matches_scores_check', sql`coalesce(${t.homeScore}, 0) >= 0 and coalesce(${t.awayScore}, 0) >= 0`),
    check(
      'matches_result_code_check',
      sql`${t.resultCode} is null or (${t.resultCode} in ('abandoned', 'void', 'homeWalkover', 'awayWalkover') and ${t.homeScore} is null and ${t.awayScore} is null)`,
    ),
  ],
);

export const goals = pgTable(
  'goals',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    minute: integer('minute'),
    scorerId: playerRef('scorer_id'),
    assistId: playerRef('assist_id'),
    isOwnGoal: smallint('is_own_goal').notNull().default(0),
  },
  (t) => [
    index('goals_match_id_idx').on(t.matchId),
    index('goals_scorer_id_idx').on(t.scorerId),
    index('goals_assist_id_idx').on(t.assistId),
    check('goals_is_own_goal_check', sql`${t.isOwnGoal} in (0, 1)`),
  ],
);

/**
 * The opponent's goals with their minute (issue 32): one row per goal against recorded on the live
 * screen, the minute from the live clock (null when the phone sent none). The opponent's score stays
 * the record of how many they scored (Full-Time, the match form); these rows never outnumber it
 * (server/features/matches/goals-against.ts), but a score entered by hand may have fewer.
 */
export const goalsAgainst = pgTable(
  'goals_against',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    minute: integer('minute'),
  },
  (t) => [
    index('goals_against_match_id_idx').on(t.matchId, t.id),
    check('goals_against_minute_check', sql`${t.minute} is null or ${t.minute} between 1 and 120`),
  ],
);

// A match's live presses (issue 32, decision 067): start, pause for a break, resume, end. `id` is made by
// the phone, so a POST sent again (a retry, later an offline replay) finds its row and applies once.
// `at` is when the coach pressed, as the phone knew the server's time; `created_at` is the app clock's.
// `seq` keeps the order they were taken in where two share an instant.
export const matchLiveEvents = pgTable(
  'match_live_events',
  {
    id: uuid('id').primaryKey(),
    seq: serial('seq').notNull(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['start', 'pause', 'resume', 'end'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('match_live_events_match_id_idx').on(t.matchId, t.at, t.seq),
    check('match_live_events_kind_check', sql`${t.kind} in ('start', 'pause', 'resume', 'end')`),
  ],
);

/**
 * The phone-made id of a live goal or its undo (issue 32, decision 070): sent again (a lost answer, a
 * replay of changes made with no signal), the write is answered from the match as it is, never applied
 * twice. `goal_id` / `goal_against_id`: the goal it recorded, while it exists.
 */
export const matchLiveRequests = pgTable(
  'match_live_requests',
  {
    id: uuid('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['goal', 'undo-goal'] }).notNull(),
    goalId: integer('goal_id').references(() => goals.id, { onDelete: 'set null' }),
    // A goal against it recorded, while it exists (goals_against).
    goalAgainstId: integer('goal_against_id').references(() => goalsAgainst.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('match_live_requests_match_id_idx').on(t.matchId),
    // A goal removed sets its requests' goal_id to null: found by this, not by reading them all.
    index('match_live_requests_goal_id_idx').on(t.goalId),
    index('match_live_requests_goal_against_id_idx').on(t.goalAgainstId),
    check('match_live_requests_kind_check', sql`${t.kind} in ('goal', 'undo-goal')`),
  ],
);

/**
 * A change as the coach made it on the live screen (issue 32, decision 067's third slice): the phone's
 * uuid (the same change sent twice applies once), the period it starts, when the coach pressed, and the
 * seconds of play at that moment, worked out on the server from the stored presses (so a phone's clock
 * never moves who played how long). Who came on and who went off are its rows in match_live_change_players.
 */
export const matchLiveChanges = pgTable(
  'match_live_changes',
  {
    id: uuid('id').primaryKey(),
    seq: serial('seq').notNull(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    period: smallint('period').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    seconds: integer('seconds').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('match_live_changes_match_id_idx').on(t.matchId, t.seq),
    check('match_live_changes_seconds_check', sql`${t.seconds} >= 0`),
  ],
);

/** The players of one live change: who came on, who went off. */
export const matchLiveChangePlayers = pgTable(
  'match_live_change_players',
  {
    changeId: uuid('change_id')
      .notNull()
      .references(() => matchLiveChanges.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: ['on', 'off'] }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'match_live_change_players_pkey', columns: [t.changeId, t.playerId] }),
    index('match_live_change_players_player_id_idx').on(t.playerId),
    check('match_live_change_players_direction_check', sql`${t.direction} in ('on', 'off')`),
  ],
);

export const formations = pgTable(
  'formations',
  {
    id: serial('id').primaryKey(),
    name: text('name'),
    matchId: integer('match_id').references(() => matches.id, { onDelete: 'cascade' }),
    myTeamId: integer('my_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    quarter: integer('quarter').notNull().default(1),
    periodNumber: integer('period_number').notNull().default(1),
    periodTitle: text('period_title'),
    startTime: integer('start_time'),
    endTime: integer('end_time'),
    formation: text('formation').notNull().default('4-4-2'),
    notes: text('notes'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    // Bumped by every write to the formation or its places (decision 022).
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // When it was last saved in the formation editor: the latest of a match period's is the plan that
    // period shows (shared/domain/formation-for-period.ts, decision 022). Null for the library's copy
    // until it is saved in the editor, so duplicating never changes what the team sees.
    plannedAt: timestamp('planned_at', { withTimezone: true }).defaultNow(),
  },
  (t) => [
    index('formations_my_team_id_idx').on(t.myTeamId),
    index('formations_match_id_idx').on(t.matchId),
    index('formations_user_id_idx').on(t.userId),
  ],
);

/**
 * The phone-made id of a formation editor's save (issue 32, decision 070): sent again (a lost answer, a
 * replay of a save made with no signal), the save is answered from the formation as it is, never applied
 * twice (a new formation is not made a second time). Hangs from the team, not the match: a library
 * formation has none. `formation_id`: the formation it made or saved, while it exists (a replay of a
 * save whose formation was deleted since is 404, never a formation made again).
 */
export const formationRequests = pgTable(
  'formation_requests',
  {
    id: uuid('id').primaryKey(),
    myTeamId: integer('my_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    formationId: integer('formation_id').references(() => formations.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['create', 'update'] }).notNull(),
    // The formation's version this save produced: the phone's next save of the formation names this
    // request (afterRequestId) and is taken while the formation is still at it, over a reload too
    // (decision 070). Null for the rows written before it was kept.
    version: integer('version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('formation_requests_my_team_id_idx').on(t.myTeamId),
    // A formation deleted sets its requests' formation_id to null: found by this, not by reading them all.
    index('formation_requests_formation_id_idx').on(t.formationId),
    check('formation_requests_kind_check', sql`${t.kind} in ('create', 'update')`),
  ],
);

/**
 * A training session of a team (issue 31, decision 060): one-off, or one of a weekly series made together
 * (same series_id). A cancelled one is kept (cancelled_at) so subscribed calendars show it as cancelled;
 * notes are the coaches' and never leave the app's editor screens.
 */
export const trainingSessions = pgTable(
  'training_sessions',
  {
    id: serial('id').primaryKey(),
    myTeamId: integer('my_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    // When families are to be there, on the session's UK day and not after its start; null: at the start.
    meetsAt: timestamp('meets_at', { withTimezone: true }),
    place: text('place').notNull(),
    notes: text('notes'),
    // Shared by the sessions one weekly POST made (a "this and the following" edit gives the sessions it
    // changed a new one, decision 060); null for a one-off.
    seriesId: uuid('series_id'),
    // The calendar feed's SEQUENCE: one more at each change of date, time, meet time or place, or of cancelled.
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    // Bumped by every write (as matches', decision 020): a stale one is 409 TRAINING_SESSION_CHANGED.
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('training_sessions_my_team_id_starts_at_idx').on(t.myTeamId, t.startsAt),
    index('training_sessions_series_id_idx').on(t.seriesId),
    check('training_sessions_ends_after_start_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('training_sessions_meets_before_start_check', sql`${t.meetsAt} <= ${t.startsAt}`),
    check('training_sessions_place_check', sql`char_length(${t.place}) between 1 and 120`),
    check('training_sessions_notes_check', sql`char_length(${t.notes}) <= 1000`),
  ],
);

// Rows, not JSON lists of ids (decision 013): the database keeps a match's lists and a formation's
// places consistent with the squad, and removing a player or a match removes them by cascade.

const matchRef = () =>
  integer('match_id')
    .notNull()
    .references(() => matches.id, { onDelete: 'cascade' });
const squadPlayerRef = () =>
  integer('player_id')
    .notNull()
    .references(() => players.id, { onDelete: 'cascade' });

/** Players marked unavailable for a match. */
export const matchUnavailablePlayers = pgTable(
  'match_unavailable_players',
  { matchId: matchRef(), playerId: squadPlayerRef() },
  (t) => [
    primaryKey({ name: 'match_unavailable_players_pkey', columns: [t.matchId, t.playerId] }),
    index('match_unavailable_players_player_id_idx').on(t.playerId),
  ],
);

/**
 * A family's (or a coach's) answer to whether a player can come to a match (issue 31, decision 057).
 * When the match's day or time changes its answer moves to previous_* and is asked again (answer null).
 */
export const availabilityAnswers = pgTable(
  'availability_answers',
  {
    id: serial('id').primaryKey(),
    // The event answered: a match or a training session (decision 060), exactly one of them.
    matchId: integer('match_id').references(() => matches.id, { onDelete: 'cascade' }),
    trainingSessionId: integer('training_session_id').references(() => trainingSessions.id, {
      onDelete: 'cascade',
    }),
    playerId: squadPlayerRef(),
    answer: text('answer', { enum: ['available', 'maybe', 'unavailable'] }),
    note: text('note'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredByUserId: integer('answered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    previousAnswer: text('previous_answer', { enum: ['available', 'maybe', 'unavailable'] }),
    previousNote: text('previous_note'),
    previousAnsweredAt: timestamp('previous_answered_at', { withTimezone: true }),
    // A late arrival (decision 057): the instant the family said the player arrives, for an answer of
    // available or maybe only; kept as an instant so a coach reads the clock time the family gave.
    arrivesAt: timestamp('arrives_at', { withTimezone: true }),
    previousArrivesAt: timestamp('previous_arrives_at', { withTimezone: true }),
    // An injury or early leave recorded live (issue 32, decision 067): the match minute he left at, from
    // the live clock. A minute, not an instant as arrives_at is: only the clock knows the minute played
    // (breaks and a late kick-off apart), and the planner reads minutes. Cleared when the match moves.
    leftAtMinute: integer('left_at_minute'),
  },
  (t) => [
    // Also the read's index: a match's answers are read by match_id, its leading column.
    uniqueIndex('availability_answers_match_player_key').on(t.matchId, t.playerId),
    uniqueIndex('availability_answers_training_player_key').on(t.trainingSessionId, t.playerId),
    check(
      'availability_answers_one_event_check',
      sql`(${t.matchId} is null) <> (${t.trainingSessionId} is null)`,
    ),
    index('availability_answers_player_id_idx').on(t.playerId),
    check(
      'availability_answers_answer_check',
      sql`${t.answer} is null or ${t.answer} in ('available', 'maybe', 'unavailable')`,
    ),
    check(
      'availability_answers_previous_answer_check',
      sql`${t.previousAnswer} is null or ${t.previousAnswer} in ('available', 'maybe', 'unavailable')`,
    ),
    check('availability_answers_note_check', sql`char_length(${t.note}) <= 200`),
    check(
      'availability_answers_arrives_at_check',
      sql`${t.arrivesAt} is null or ${t.answer} in ('available', 'maybe')`,
    ),
    check(
      'availability_answers_left_at_minute_check',
      sql`${t.leftAtMinute} is null or (${t.leftAtMinute} > 0 and ${t.answer} in ('available', 'maybe'))`,
    ),
    check(
      'availability_answers_previous_arrives_at_check',
      sql`${t.previousArrivesAt} is null or ${t.previousAnswer} in ('available', 'maybe')`,
    ),
  ],
);

export const setPieceRoleTypes = ['penalty', 'corner', 'attackingFk', 'defensiveFk'] as const;

/** A match's set-piece takers per role, in priority order (1 first). */
export const matchSetPieceTakers = pgTable(
  'match_set_piece_takers',
  {
    matchId: matchRef(),
    roleType: text('role_type', { enum: setPieceRoleTypes }).notNull(),
    playerId: squadPlayerRef(),
    priority: integer('priority').notNull(),
  },
  (t) => [
    primaryKey({ name: 'match_set_piece_takers_pkey', columns: [t.matchId, t.roleType, t.playerId] }),
    uniqueIndex('match_set_piece_takers_priority_key').on(t.matchId, t.roleType, t.priority),
    index('match_set_piece_takers_player_id_idx').on(t.playerId),
    check(
      'match_set_piece_takers_role_type_check',
      sql`${t.roleType} in ('penalty', 'corner', 'attackingFk', 'defensiveFk')`,
    ),
    check('match_set_piece_takers_priority_check', sql`${t.priority} >= 1`),
  ],
);

/** Who is credited with a clean sheet: 2 keeper and 8 defender slots per match. */
export const matchCleanSheets = pgTable(
  'match_clean_sheets',
  {
    matchId: matchRef(),
    kind: text('kind', { enum: ['keeper', 'defender'] }).notNull(),
    slot: integer('slot').notNull(),
    playerId: squadPlayerRef(),
  },
  (t) => [
    primaryKey({ name: 'match_clean_sheets_pkey', columns: [t.matchId, t.kind, t.slot] }),
    index('match_clean_sheets_player_id_idx').on(t.playerId),
    check(
      'match_clean_sheets_slot_check',
      sql`(${t.kind} = 'keeper' and ${t.slot} between 1 and 2) or (${t.kind} = 'defender' and ${t.slot} between 1 and 8)`,
    ),
  ],
);

/**
 * Where each player stands in a formation: on the pitch (at x, y in percent), on the bench or
 * unavailable. One row per player per formation, so "a player stands in exactly one place" is the
 * primary key. `ordinal` keeps the order of the bench and unavailable lists.
 */
export const formationPlaces = pgTable(
  'formation_places',
  {
    formationId: integer('formation_id')
      .notNull()
      .references(() => formations.id, { onDelete: 'cascade' }),
    playerId: squadPlayerRef(),
    place: text('place', { enum: ['pitch', 'bench', 'unavailable'] }).notNull(),
    x: real('x'),
    y: real('y'),
    ordinal: integer('ordinal').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'formation_places_pkey', columns: [t.formationId, t.playerId] }),
    index('formation_places_player_id_idx').on(t.playerId),
    check('formation_places_place_check', sql`${t.place} in ('pitch', 'bench', 'unavailable')`),
    check(
      'formation_places_position_check',
      sql`(${t.place} = 'pitch') = (${t.x} is not null and ${t.y} is not null) and coalesce(${t.x}, 0) between 0 and 100 and coalesce(${t.y}, 0) between 0 and 100`,
    ),
  ],
);

// A member's secret calendar feed address (issue 31, decision 056): at most one per user, and only the
// SHA-256 of its token, which exists only in the one answer that made it.
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique('calendar_feeds_token_hash_key'),
  createdAt: createdAt(),
});

// A family member's answer link (issue 31, decision 059): one player, one match, one account, kept only as
// the SHA-256 of its token, which exists only in the e-mail. Answering through it is recorded as that
// account's answer; it stops working at expires_at, or when the player, match or account goes.
export const answerLinks = pgTable(
  'answer_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    playerId: squadPlayerRef(),
    // The event the link answers: a match or a training session (decision 059's amendment), exactly one.
    matchId: integer('match_id').references(() => matches.id, { onDelete: 'cascade' }),
    trainingSessionId: integer('training_session_id').references(() => trainingSessions.id, {
      onDelete: 'cascade',
    }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // The look-up of every request through a link.
    uniqueIndex('answer_links_token_hash_key').on(t.tokenHash),
    // For the cascades from a match, a session, a player or an account, and for sweeping expired links.
    index('answer_links_match_id_idx').on(t.matchId),
    index('answer_links_training_session_id_idx').on(t.trainingSessionId),
    index('answer_links_player_id_idx').on(t.playerId),
    index('answer_links_user_id_idx').on(t.userId),
    index('answer_links_expires_at_idx').on(t.expiresAt),
    check('answer_links_one_event_check', sql`(${t.matchId} is null) <> (${t.trainingSessionId} is null)`),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    category: text('category', {
      enum: ['general', 'technical', 'billing', 'privacy', 'security'],
    }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);

/**
 * One row per FA Full-Time sync of a team (Save & Sync, an imported page, or the daily run). A run is
 * open until `finished_at` is set; the partial unique index lets only one open run exist per team, so two
 * instances (or two admins) cannot sync the same team at once, without any lock held in memory.
 */
export const fixturesSyncRuns = pgTable(
  'fixtures_sync_runs',
  {
    id: serial('id').primaryKey(),
    myTeamId: integer('my_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    trigger: text('trigger', { enum: ['manual', 'import', 'daily'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    isSuccess: boolean('is_success'),
    syncedTeams: integer('synced_teams').notNull().default(0),
    syncedMatches: integer('synced_matches').notNull().default(0),
    missingFixtures: integer('missing_fixtures').notNull().default(0),
    // Rows of the team's fixtures a rule refused (the answer to the sync lists them by fixture id).
    skippedRows: integer('skipped_rows').notNull().default(0),
    // False when list pages were left unread (the page limit, or one saved page of several).
    isEveryPageRead: boolean('is_every_page_read').notNull().default(true),
    message: text('message'),
  },
  (t) => [
    index('fixtures_sync_runs_team_started_idx').on(t.myTeamId, t.startedAt),
    uniqueIndex('fixtures_sync_runs_one_open_key').on(t.myTeamId).where(sql`${t.finishedAt} is null`),
    check('fixtures_sync_runs_trigger_check', sql`${t.trigger} in ('manual', 'import', 'daily')`),
  ],
);

/**
 * The scheduler's runs (server/lib/scheduler.ts, decision 058): one row per run of a job, keyed by what
 * makes the run itself (the UK day of the daily sync; a match, its kick-off and a user for a reminder).
 * The instance whose insert makes the row, or retakes a row whose lease ran out unfinished, does the
 * work; every other instance sees the row and leaves it.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    runKey: text('run_key').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'job_runs_pkey', columns: [t.job, t.runKey] }),
    // Pruning reads the old finished runs by their age.
    index('job_runs_claimed_at_idx').on(t.claimedAt),
  ],
);

// The season's playing time as last counted for a team, range and fair share target (decision 053's
// last amendment): a cache in the database, so every app instance shares it and none keeps its own.
// `stamp` is what the team's matches, their unavailable players, formations (standing for their places:
// migration 0035's triggers) and the squad were when it was counted (their rows' transaction ids, taken by
// the database); a read whose stamp differs, or whose clock has left the kick-offs on either side of
// `valid_after`/`valid_until` (ms since 1970), counts afresh. Nothing here is ever the only copy of
// anything: deleting every row only costs a recount.
export const playingTimeAnswers = pgTable(
  'playing_time_answers',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    stamp: text('stamp').notNull(),
    validAfter: bigint('valid_after', { mode: 'number' }),
    validUntil: bigint('valid_until', { mode: 'number' }),
    answer: text('answer').notNull(),
    storedAt: timestamp('stored_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'playing_time_answers_pkey', columns: [t.teamId, t.key] })],
);
