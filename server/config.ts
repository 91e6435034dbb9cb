import path from 'node:path';
import { z } from 'zod';

const emailList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email()));

const booleanFlag = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((value) =>
      value === undefined || value === '' ? fallback : !/^(false|0|no|off)$/i.test(value),
    );

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Touchline <no-reply@touchline.local>'),
  ADMIN_EMAIL: emailList,
  SEED_DEMO: booleanFlag(true),
  // The embedded database's read cache (decision 017); off only to measure without it.
  READ_CACHE: booleanFlag(true),
  CONTACT_EMAIL: z.email().optional(),
  TRUST_PROXY: booleanFlag(false),
  // FA Full-Time sync (server/features/fixtures-sync): the hosts it may fetch (comma-separated host[:port],
  // replacing the default list), one plain-http loopback origin for tests only, and the daily re-sync.
  FULLTIME_HOSTS: z.string().optional(),
  FULLTIME_TEST_ORIGIN: z.url().optional(),
  // The gap between two pages read from that test origin (never from the FA's own hosts, which always
  // get a second): the API tests of the sync read up to 16 pages a test. Checked, as the two above, where
  // the sync reads its fetch policy (fetch-policy.ts).
  FULLTIME_TEST_PAGE_INTERVAL_MS: z.string().optional(),
  FULLTIME_DAILY_SYNC: booleanFlag(true),
  FULLTIME_DAILY_SYNC_HOUR: z.coerce.number().int().min(0).max(23).default(4),
  // When the scheduler ticks (decisions 058 and 071): a five-field cron expression in UTC, run by pg-boss
  // once across all instances; reminders go out at most one tick late. pg-boss sends at most one job per
  // minute of a schedule, so there is no seconds field.
  SCHEDULER_CRON: z
    .string()
    .trim()
    .regex(/^\S+( \S+){4}$/, 'must be a cron expression of five fields, e.g. "* * * * *"')
    .default('* * * * *'),
  NODE_ENV: z.string().default('production'),
  LOG_LEVEL: z.string().default('info'),
});

export type Config = {
  port: number;
  host: string;
  appUrl: string;
  isSecure: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmails: string[];
  seedDemo: boolean;
  readCache: boolean;
  contactEmail: string | undefined;
  trustProxy: boolean;
  fullTime: {
    hosts: string | undefined;
    testOrigin: string | undefined;
    /** Milliseconds (0-1000) between two pages read from the test origin; the FA's hosts: always a second. */
    testPageIntervalMs: string | undefined;
    /** The hour (Europe/London) of the daily re-sync, or null when it is off. */
    dailySyncHour: number | null;
  };
  /** The cron expression (UTC) of the scheduler's ticks. */
  schedulerCron: string;
  nodeEnv: string;
  logLevel: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings in a .env file mean "not set", as they do for most twelve-factor apps.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${detail}`);
  }
  const e = parsed.data;
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    appUrl,
    isSecure: appUrl.startsWith('https://'),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmails: e.ADMIN_EMAIL,
    seedDemo: e.SEED_DEMO,
    readCache: e.READ_CACHE,
    contactEmail: e.CONTACT_EMAIL,
    trustProxy: e.TRUST_PROXY,
    fullTime: {
      hosts: e.FULLTIME_HOSTS,
      testOrigin: e.FULLTIME_TEST_ORIGIN,
      testPageIntervalMs: e.FULLTIME_TEST_PAGE_INTERVAL_MS,
      dailySyncHour: e.FULLTIME_DAILY_SYNC ? e.FULLTIME_DAILY_SYNC_HOUR : null,
    },
    schedulerCron: e.SCHEDULER_CRON,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
  };
}
