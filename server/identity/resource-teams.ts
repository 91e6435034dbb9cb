import { eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { NotFoundThing } from '../../shared/contracts/errors.js';
import { formations, goals, matches, players, teams, trainingSessions } from '../db/schema.js';

/** Things addressed by their own `:id` whose team decides who may touch them. */
export type OwnedResource = 'player' | 'match' | 'goal' | 'formation' | 'event' | 'training';

export const ownedResourceLabels: Record<OwnedResource, NotFoundThing> = {
  player: 'Player',
  match: 'Match',
  goal: 'Goal',
  formation: 'Formation',
  event: 'Event',
  // Only ever reached through an event id (`training-7`), whose refusal says Event.
  training: 'Event',
};

/**
 * A condition on "teams" that holds for the one team owning the thing, written as a subquery so the
 * owner and the caller's role on it come back in a single statement: the session lookup of an unscoped
 * call (sessions.ts), the id being its prepared statement's placeholder.
 */
export function ownerTeamCondition(kind: OwnedResource, id: Placeholder): SQL {
  switch (kind) {
    case 'player':
      return eq(teams.id, sql`(select ${players.myTeamId} from ${players} where ${players.id} = ${id})`);
    // An event id names a match (`match-12`, decision 057) or a training session (`training-7`, decision
    // 060, read as 'training'); a match's id is the match's.
    case 'match':
    case 'event':
      return eq(teams.id, sql`(select ${matches.myTeamId} from ${matches} where ${matches.id} = ${id})`);
    case 'training':
      return eq(
        teams.id,
        sql`(select ${trainingSessions.myTeamId} from ${trainingSessions} where ${trainingSessions.id} = ${id})`,
      );
    case 'goal':
      return eq(
        teams.id,
        sql`(select m.my_team_id from ${goals} g join ${matches} m on m.id = g.match_id where g.id = ${id})`,
      );
    case 'formation':
      return eq(
        teams.id,
        sql`(select ${formations.myTeamId} from ${formations} where ${formations.id} = ${id})`,
      );
  }
}
