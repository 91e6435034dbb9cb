import type { FastifyInstance } from 'fastify';
import { FULLTIME_PAGE_MAX_BYTES } from '../../../shared/contracts/fixtures-sync.js';
import * as fixturesSyncRoutes from '../../../shared/contracts/fixtures-sync-routes.js';
import * as fixturesSyncWriteRoutes from '../../../shared/contracts/fixtures-sync-write-routes.js';
import { UK_TIME_ZONE } from '../../../shared/domain/uk-time.js';
import { registerRoute } from '../../lib/register-route.js';
import { getTeamAccess } from '../../plugins/auth-guard.js';
import { dailySyncJob } from './daily-sync.js';
import { describeFetchPolicy, readFetchPolicy } from './fetch-policy.js';
import { endIdleParseProcesses } from './parse-off-thread.js';
import { importPage, readSyncStatus, type SyncDeps, syncTeam } from './run-sync.js';

// Syncing writes a team's fixtures from outside: the team's admins only (platform and club admins), as
// the declarations say.
// JSON escaping can make a 2 MB page a good deal longer on the wire; the contract counts the page itself.
const IMPORT_BODY_LIMIT = 3 * FULLTIME_PAGE_MAX_BYTES;

export async function registerFixturesSyncRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { fullTime } = ctx.config;
  const policy = readFetchPolicy({
    FULLTIME_HOSTS: fullTime.hosts,
    FULLTIME_TEST_ORIGIN: fullTime.testOrigin,
    FULLTIME_TEST_PAGE_INTERVAL_MS: fullTime.testPageIntervalMs,
  });
  if (policy.testOrigin) app.log.warn(`FA Full-Time sync: ${describeFetchPolicy(policy)}`);
  const deps: SyncDeps = { db: ctx.db, policy, now: ctx.now };
  const dailySync =
    fullTime.dailySyncHour === null ? null : { hour: fullTime.dailySyncHour, timeZone: UK_TIME_ZONE };

  await registerRoute(app, fixturesSyncRoutes.getSyncStatus, async (request) =>
    readSyncStatus(ctx.db, getTeamAccess(request).team.id, dailySync),
  );

  await registerRoute(app, fixturesSyncWriteRoutes.syncFixtures, async (request) =>
    syncTeam(
      deps,
      getTeamAccess(request).team.id,
      request.body.faFullTimeUrl,
      'manual',
      request.body.fullTimeTeamName,
    ),
  );

  // The import's body is a saved page, larger than the app's limit.
  await registerRoute(
    app,
    fixturesSyncWriteRoutes.importFixturesPage,
    async (request) =>
      importPage(
        deps,
        getTeamAccess(request).team.id,
        request.body.html,
        request.body.pageUrl || undefined,
        request.body.fullTimeTeamName,
      ),
    { bodyLimit: IMPORT_BODY_LIMIT },
  );

  // Page readers waiting for a sync's next page hold nothing open, but need not outlive the app either.
  app.addHook('onClose', endIdleParseProcesses);

  // The daily re-sync is a job of the app's scheduler: every instance ticks it, the database decides which
  // one does the day's work (decision 058).
  if (dailySync) ctx.scheduler.add(dailySyncJob(deps, dailySync.hour, app.log));
}
