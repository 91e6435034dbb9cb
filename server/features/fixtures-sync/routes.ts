import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  FULLTIME_PAGE_MAX_BYTES,
  importFaBody,
  importFaResponse,
  syncFaBody,
  syncFaResponse,
  syncStatusResponse,
  syncTeamParams,
} from '../../../shared/contracts/fixtures-sync.js';
import { UK_TIME_ZONE } from '../../../shared/domain/uk-time.js';
import { getTeamAccess } from '../../plugins/auth-guard.js';
import { startDailySync } from './daily-sync.js';
import { describeFetchPolicy, readFetchPolicy } from './fetch-policy.js';
import { importPage, readSyncStatus, type SyncDeps, syncTeam } from './run-sync.js';

// Syncing writes a team's fixtures from outside: the team's admins only (platform and club admins).
const teamAdminRoute = { access: { auth: 'team', from: 'param', role: 'admin' } } as const;
// JSON escaping can make a 2 MB page a good deal longer on the wire; the contract counts the page itself.
const IMPORT_BODY_LIMIT = 3 * FULLTIME_PAGE_MAX_BYTES;

export async function registerFixturesSyncRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { fullTime } = ctx.config;
  const policy = readFetchPolicy({
    FULLTIME_HOSTS: fullTime.hosts,
    FULLTIME_TEST_ORIGIN: fullTime.testOrigin,
  });
  if (policy.testOrigin) app.log.warn(`FA Full-Time sync: ${describeFetchPolicy(policy)}`);
  const deps: SyncDeps = { db: ctx.db, policy, now: ctx.now };
  const dailySync =
    fullTime.dailySyncHour === null ? null : { hour: fullTime.dailySyncHour, timeZone: UK_TIME_ZONE };

  r.get(
    '/api/teams/:teamId/sync-fa',
    { schema: { params: syncTeamParams, response: { 200: syncStatusResponse } }, config: teamAdminRoute },
    async (request) => readSyncStatus(ctx.db, getTeamAccess(request).team.id, dailySync),
  );

  r.post(
    '/api/teams/:teamId/sync-fa',
    {
      schema: { params: syncTeamParams, body: syncFaBody, response: { 200: syncFaResponse } },
      config: teamAdminRoute,
    },
    async (request) =>
      syncTeam(
        deps,
        getTeamAccess(request).team.id,
        request.body.faFullTimeUrl,
        'manual',
        request.body.fullTimeTeamName,
      ),
  );

  r.post(
    '/api/teams/:teamId/sync-fa/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { params: syncTeamParams, body: importFaBody, response: { 200: importFaResponse } },
      config: teamAdminRoute,
    },
    async (request) =>
      importPage(
        deps,
        getTeamAccess(request).team.id,
        request.body.html,
        request.body.pageUrl || undefined,
        request.body.fullTimeTeamName,
      ),
  );

  // The daily re-sync runs on every instance's clock; the database decides which one does the work.
  if (dailySync) {
    const stop = startDailySync(deps, dailySync.hour, app.log);
    app.addHook('onClose', stop);
  }
}
