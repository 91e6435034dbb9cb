import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as goalsAgainstRoutes from '../../../shared/contracts/goals-against-routes.js';
import { LIVE_EVENT_BODY_LIMIT } from '../../../shared/contracts/match-live.js';
import type { Match } from '../../../shared/contracts/matches.js';
import * as matchesRoutes from '../../../shared/contracts/matches-routes.js';
import * as matchesWriteRoutes from '../../../shared/contracts/matches-write-routes.js';
import { registerRoute } from '../../lib/register-route.js';
import { expectedVersion } from '../../lib/version-header.js';
import { getTeamAccess, requireUser } from '../../plugins/auth-guard.js';
import { addGoal, addLiveGoal, deleteGoal, replaceGoals, undoLiveGoal } from './goals.js';
import { listGoalsAgainst } from './goals-against.js';
import { createMatch, deleteMatch, updateMatch, updateMatchTiming } from './match-form.js';
import { initializeMatchSquadRoles, setMatchSquadRole, updateAvailability } from './match-lists.js';
import { addLiveChange, addLiveEvent, readMatchLive, undoLiveChange } from './match-live.js';
import { listGoals, listMatchesJson } from './matches.js';
import { readMatchPlayingTime } from './playing-time.js';

// The access hook resolves the team before validation: `param` from :teamId (a match of another team
// than :teamId is then 404 Match not found, from the data function), `only` the caller's only team,
// `match` / `goal` the team owning the :id. Parents get 403 on every write.

/** A single match's answer carries its version as the ETag, for the next write's If-Match. */
function withVersion(reply: FastifyReply, match: Match): Match {
  reply.header('etag', `"${match.version}"`);
  return match;
}

const teamOf = (request: FastifyRequest) => getTeamAccess(request).team;

export async function registerMatchRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  // ---- Reads ----

  // Sent as the JSON text it is kept as (decision 026): the contract's serializer ran when it was made.
  await registerRoute(app, matchesRoutes.listMatches, async (request, reply) =>
    reply.type('application/json; charset=utf-8').send(await listMatchesJson(ctx.db, teamOf(request).id)),
  );
  await registerRoute(app, matchesRoutes.listGoals, async (request) => listGoals(ctx.db, request.params.id));
  await registerRoute(app, goalsAgainstRoutes.listGoalsAgainst, async (request) =>
    listGoalsAgainst(ctx.db, request.params.id),
  );
  // Parents and players see their family's minutes only, unless the team shows the squad's to families.
  await registerRoute(app, matchesRoutes.getMatchPlayingTime, async (request) => {
    const { team, role } = getTeamAccess(request);
    const { id, email } = requireUser(request);
    return readMatchPlayingTime(ctx.db, team, { role, id, email }, request.params.id, ctx.now());
  });

  // Live mode (issue 32, decision 067): everyone on the team reads; coaches and admins press.
  await registerRoute(app, matchesRoutes.getMatchLive, async (request) =>
    readMatchLive(ctx.db, teamOf(request).id, request.params.id, ctx.now()),
  );
  await registerRoute(
    app,
    matchesWriteRoutes.createLiveEvent,
    async (request, reply) => {
      const { event, replayed } = await addLiveEvent(
        ctx.db,
        teamOf(request).id,
        request.params.id,
        request.body,
        ctx.now(),
      );
      reply.status(replayed ? 200 : 201);
      return event;
    },
    { bodyLimit: LIVE_EVENT_BODY_LIMIT },
  );
  // A change as made: who actually came on and went off, by the phone's id as a press is.
  await registerRoute(
    app,
    matchesWriteRoutes.createLiveChange,
    async (request, reply) => {
      const { change, replayed } = await addLiveChange(
        ctx.db,
        teamOf(request).id,
        request.params.id,
        request.body,
        ctx.now(),
      );
      reply.status(replayed ? 200 : 201);
      return change;
    },
    { bodyLimit: LIVE_EVENT_BODY_LIMIT * 4 },
  );
  await registerRoute(app, matchesWriteRoutes.undoLiveChange, async (request) =>
    undoLiveChange(ctx.db, teamOf(request).id, request.params.id, request.body),
  );
  // A goal as it happens: the goal and the score in one match write (goals.ts).
  await registerRoute(app, matchesWriteRoutes.createLiveGoal, async (request, reply) => {
    const { answer, replayed } = await addLiveGoal(
      ctx.db,
      teamOf(request).id,
      request.params.id,
      request.body,
      ctx.now(),
    );
    reply.status(replayed ? 200 : 201);
    return answer;
  });
  await registerRoute(app, matchesWriteRoutes.undoLiveGoal, async (request) => {
    const { answer } = await undoLiveGoal(
      ctx.db,
      teamOf(request).id,
      request.params.id,
      request.body,
      ctx.now(),
    );
    return answer;
  });

  // ---- The match form ----

  await registerRoute(app, matchesWriteRoutes.createMatch, async (request, reply) => {
    const team = teamOf(request);
    reply.status(201);
    return withVersion(reply, await createMatch(ctx.db, team.id, team, request.body, ctx.now()));
  });
  await registerRoute(app, matchesWriteRoutes.updateMatch, async (request, reply) => {
    const { version, ...form } = request.body;
    const expected = expectedVersion(request, version);
    const match = await updateMatch(ctx.db, teamOf(request).id, request.params.id, form, expected, ctx.now());
    return withVersion(reply, match);
  });

  // ---- Timing and delete ----

  await registerRoute(app, matchesWriteRoutes.updateMatchTiming, async (request, reply) => {
    const { version, ...timing } = request.body;
    const expected = expectedVersion(request, version);
    const match = await updateMatchTiming(
      ctx.db,
      teamOf(request).id,
      request.params.id,
      timing,
      expected,
      ctx.now(),
    );
    return withVersion(reply, match);
  });
  await registerRoute(app, matchesWriteRoutes.deleteMatch, async (request) => {
    await deleteMatch(ctx.db, teamOf(request).id, request.params.id);
    return { message: 'Match deleted successfully' };
  });

  // ---- Availability and captain ----

  await registerRoute(app, matchesWriteRoutes.updateAvailability, async (request, reply) => {
    const { version, ...changes } = request.body;
    const expected = expectedVersion(request, version);
    const match = await updateAvailability(
      ctx.db,
      teamOf(request).id,
      request.params.id,
      changes,
      expected,
      ctx.now(),
    );
    return withVersion(reply, match);
  });

  // ---- Per-match squad roles ----

  await registerRoute(app, matchesWriteRoutes.updateMatchSquadRoles, async (request, reply) => {
    const { roleType, playerIds, version } = request.body;
    const expected = expectedVersion(request, version);
    const match = await setMatchSquadRole(
      ctx.db,
      teamOf(request).id,
      request.params.id,
      roleType,
      playerIds,
      expected,
      ctx.now(),
    );
    return withVersion(reply, match);
  });
  await registerRoute(app, matchesWriteRoutes.initializeSquadRoles, async (request, reply) =>
    withVersion(
      reply,
      await initializeMatchSquadRoles(ctx.db, teamOf(request).id, request.params.id, ctx.now()),
    ),
  );

  // ---- Goals ----

  await registerRoute(app, matchesWriteRoutes.createGoal, async (request, reply) => {
    reply.status(201);
    return addGoal(ctx.db, teamOf(request).id, request.params.id, request.body, ctx.now());
  });
  await registerRoute(app, matchesWriteRoutes.replaceGoals, async (request) => {
    const expected = expectedVersion(request, request.body.version);
    return replaceGoals(
      ctx.db,
      teamOf(request).id,
      request.params.id,
      request.body.goals,
      expected,
      ctx.now(),
    );
  });
  await registerRoute(app, matchesWriteRoutes.deleteGoal, async (request) => {
    await deleteGoal(ctx.db, teamOf(request).id, request.params.id, ctx.now());
    return { message: 'Goal removed successfully' };
  });
}
