import { type SQL, sql } from 'drizzle-orm';
import { MATCH_CHANGED } from '../../../shared/contracts/matches.js';
import type { Db } from '../../db/client.js';
import { prepareStatement } from '../../db/prepared.js';
import { inTransaction, retryTransient } from '../../db/transaction.js';
import { AppError, conflict, notFound } from '../../errors.js';
import type { PlayerRef } from './team-refs.js';

// A write to a match as one statement (decision 025): the claim of decision 020 (compare and bump the
// version, stamp updatedAt, take the row lock), the checks that need the database (the players named are
// the team's, a rule on the match row), the change and the read-back, all in CTEs of one prepared
// statement. No transaction: one statement is atomic by itself, and every change is joined to the
// claim, so a refused claim writes nothing.
//
// One statement has one snapshot. The claim may wait for another write's row lock and then go ahead on
// the row that write committed, while the rest of the statement still reads the lists as they were
// before it: a change worked out from them would be wrong. So the claim also requires the row to be the
// very version this statement's snapshot saw (same `xmin`, the transaction that wrote it). When a write
// got in between, the claim finds nothing and nothing is written; the statement then runs again in a
// transaction that first locks the match row, so its snapshot is taken after that write and the lock
// keeps the next one out, and there a version from the client that is no longer current is its 409.

/** What a write statement's CTEs and answer may refer to, besides the tables. */
export type MatchWriteParts = {
  /** Extra assignments of the claim's UPDATE of `matches m`, e.g. `, captain_player_id = ...`. */
  set?: SQL;
  /** A further condition on the claimed row `m` (a rule such as "goals within our score"). */
  rule?: SQL;
  /**
   * CTEs after `claimed` (the match row as updated, or none), each starting with a comma. Every
   * change must be joined to `claimed`, so that a refused claim changes nothing.
   */
  changes: SQL;
  /** The answer as JSON over `claimed c` (null when the claim was refused). */
  answer: SQL;
};

/** The placeholders every match write takes, beside its own. */
export type MatchWriteValues = {
  teamId: number;
  matchId: number;
  /** The version the client read, or null for "whatever is there". */
  expected: number | null;
  now: string;
  /** Every player id the body names, to be checked as players of the team. */
  playerIds: number[];
};

/** The match as the statement saw it before its claim (null: not the team's, or no such match). */
export type SeenMatch = {
  version: number;
  isHome: number;
  homeScore: number | null;
  awayScore: number | null;
};

type Outcome = { answer: unknown; seen: SeenMatch | null; stray: number[] };

const p = (name: string) => sql.placeholder(name);

/** One kind of match write: its statement's name and parts (built once per handle). */
export type MatchWriteKind = { name: string; parts: () => MatchWriteParts };

function statementOf(db: Db, kind: MatchWriteKind) {
  return prepareStatement<{ outcome: string }>(db, kind.name, () => {
    const { set, rule, changes, answer } = kind.parts();
    return sql`
      with seen as (
        select m.xmin, m.version, m.is_home, m.home_score, m.away_score from matches m
        where m.id = ${p('matchId')} and m.my_team_id = ${p('teamId')}
      ),
      stray as (
        select coalesce(array_agg(r.id order by r.id), '{}') as ids
        from unnest(${p('playerIds')}::int[]) as r(id)
        where not exists (select 1 from players pl where pl.id = r.id and pl.my_team_id = ${p('teamId')})
      ),
      claimed as (
        update matches m set version = m.version + 1, updated_at = ${p('now')}::timestamptz ${set ?? sql``}
        where m.id = ${p('matchId')} and m.my_team_id = ${p('teamId')}
          and m.xmin = (select s.xmin from seen s)
          and m.version = coalesce(${p('expected')}::int, m.version)
          and (select cardinality(ids) = 0 from stray)
          ${rule ? sql`and (${rule})` : sql``}
        returning m.*
      )
      ${changes}
      select json_build_object(
        'answer', (select ${answer} from claimed c),
        'seen', (select json_build_object('version', s.version, 'isHome', s.is_home,
                   'homeScore', s.home_score, 'awayScore', s.away_score) from seen s),
        'stray', (select ids from stray)
      )::text as outcome`;
  });
}

/**
 * Runs a match write and returns its answer, or throws what the caller is told: 404 `Match not found`,
 * 409 `MATCH_CHANGED` for a stale version, 400 `PLAYER_NOT_FOUND` for the first player named in `refs`
 * that is not the team's, then whatever `check` throws about the match as seen (a rule the claim
 * refused). That order is the one of a claim followed by checks in a transaction (decision 020).
 */
export async function runMatchWrite<Answer>(
  db: Db,
  kind: MatchWriteKind,
  values: MatchWriteValues & Record<string, unknown>,
  refs: readonly PlayerRef[],
  check: (seen: SeenMatch) => void = () => {},
): Promise<Answer> {
  const judge = (outcome: Outcome, locked: boolean): Answer | 'raced' => {
    if (outcome.answer !== null) return outcome.answer as Answer;
    const { seen } = outcome;
    if (!seen) throw notFound('Match');
    if (values.expected !== null && seen.version !== values.expected) throw matchChanged();
    const stray = new Set(outcome.stray);
    const first = refs.find((ref) => stray.has(ref.id));
    if (first) {
      throw new AppError(
        'bad_request',
        `Player not found: ${first.field} must be a player of this team`,
        'PLAYER_NOT_FOUND',
      );
    }
    check(seen);
    // Everything held as the statement saw the match, yet the claim found the row changed: another
    // write committed in between (on a PostgreSQL server).
    if (locked) throw new Error('match write refused under its own row lock');
    return 'raced';
  };
  const run = async (handle: Db) => {
    const [row] = await statementOf(handle, kind).execute(values);
    return JSON.parse(row?.outcome ?? 'null') as Outcome;
  };
  // One statement outside a transaction can deadlock as well (decision 037), and is then undone whole.
  const answer = judge(await retryTransient(db, () => run(db)), false);
  if (answer !== 'raced') return answer;
  return inTransaction(db, async (tx) => {
    await tx.execute(
      sql`select 1 from matches where id = ${values.matchId} and my_team_id = ${values.teamId} for no key update`,
    );
    return judge(await run(tx), true) as Answer;
  });
}

const matchChanged = () => conflict(MATCH_CHANGED, 'MATCH_CHANGED');
