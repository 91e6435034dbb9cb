import { MAGIC_LINK_MINUTES } from '../shared/domain/figures.js';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createContext } from './context.js';
import { demoUsers, hasRealUsers, isDatabaseEmpty, seedDemoData } from './db/seed-demo.js';
import { pruneExpiredAnswerLinks } from './features/availability/answer-links.js';
import { ensurePlatformAdmins } from './identity/bootstrap-admins.js';
import { pruneExpiredSessions } from './identity/sessions.js';
import {
  buildVerifyLink,
  findUserByEmail,
  issueSignInToken,
  pruneMagicLinkTokens,
} from './identity/sign-in-tokens.js';
import { claimDataDir } from './lib/data-dir-lock.js';
import { pruneRateLimits } from './lib/rate-limit.js';
import { pruneJobRuns } from './lib/scheduler.js';
import { startTickQueue, type TickQueue } from './lib/tick-queue.js';

const HOUR_MS = 60 * 60 * 1000;
// Finished runs are kept this long: their keys (a UK day, a match's kick-off) are in the past by then.
const JOB_RUNS_KEPT_MS = 60 * 24 * HOUR_MS;

async function main(): Promise<void> {
  const config = loadConfig();
  const releaseDataDir = config.databaseUrl ? () => {} : claimDataDir(config.dataDir);
  const startLog = {
    info: (o: object, m: string) => console.log(m, o),
    error: (o: object, m: string) => console.error(m, o),
  };
  const { ctx, database } = await createContext(config, startLog);

  await ensurePlatformAdmins(ctx.db, config.adminEmails);
  // Demo data only ever lands on a new embedded database with nobody in it: not on a server database,
  // and not once a real admin exists (ADMIN_EMAIL is added just above, so a club's first start with its
  // own admin gets no demo users and no demo platform admin).
  if (!config.databaseUrl && config.seedDemo && (await isDatabaseEmpty(ctx.db))) {
    await seedDemoData(ctx.db);
    console.log(
      'Seeded demo data (club "Riverside FC") for trying Touchline. Sign in as coach@demo.test, admin@demo.test, ...',
    );
  }

  const app = await buildApp({ ctx, logger: true });
  const prune = async () => {
    const now = ctx.now();
    await pruneExpiredSessions(ctx.db, now);
    await pruneMagicLinkTokens(ctx.db, now);
    await pruneRateLimits(ctx.db, now, 2 * HOUR_MS);
    await pruneJobRuns(ctx.db, new Date(now.getTime() - JOB_RUNS_KEPT_MS));
    await pruneExpiredAnswerLinks(ctx.db, now);
  };
  await prune().catch((err) => app.log.error({ err }, 'prune failed'));
  const pruneTimer = setInterval(
    () => prune().catch((err) => app.log.error({ err }, 'prune failed')),
    HOUR_MS,
  );
  pruneTimer.unref();

  // Scheduled jobs (decisions 058 and 071) start once the app is built and listening: buildApp never
  // starts timers, and only this process starts pg-boss. A promise, so a signal during its start still
  // stops it before the database closes.
  let tickQueue: Promise<TickQueue | null> = Promise.resolve(null);

  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    clearInterval(pruneTimer);
    const force = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      // A tick under way finishes (within the forced exit's 10 s; an unfinished run is retaken), and
      // pg-boss stops polling, before the database closes.
      await (await tickQueue.catch(() => null))?.stop();
      await app.close();
      await ctx.background.idle();
      ctx.mailer.close();
      await database.close();
      releaseDataDir();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const queueStart = performance.now();
  tickQueue = startTickQueue({
    connection: database.jobQueue,
    scheduler: ctx.scheduler,
    cron: config.schedulerCron,
    logger: app.log,
  });
  await tickQueue;
  app.log.info(
    { ms: Math.round(performance.now() - queueStart), cron: config.schedulerCron },
    'scheduled jobs started (pg-boss)',
  );
  console.log(`\nTouchline is running at ${config.appUrl}\n`);
  await printDemoSignInLink(ctx, config);
}

/**
 * On a laptop trying the demo (embedded database, no mail server: every e-mail is printed anyway), a
 * sign-in link for the demo coach, so the first click after `npm start` opens the app.
 */
async function printDemoSignInLink(
  ctx: Awaited<ReturnType<typeof createContext>>['ctx'],
  config: ReturnType<typeof loadConfig>,
): Promise<void> {
  if (config.databaseUrl || config.smtpUrl) return;
  if (!(await findUserByEmail(ctx.db, demoUsers.coach)) || (await hasRealUsers(ctx.db))) return;
  const token = await issueSignInToken(ctx.db, demoUsers.coach, ctx.now());
  console.log(
    `Sign in as the demo coach (${demoUsers.coach}), link valid for ${MAGIC_LINK_MINUTES} minutes:\n  ${buildVerifyLink(config.appUrl, token)}\n` +
      `Other demo users (admin, parent, ...): enter their address at ${config.appUrl}/email-login (see README).\n`,
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
