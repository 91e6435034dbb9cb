import path from 'node:path';
import type { Config } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import { createMailer } from './email/mailer.js';
import { createBackgroundTasks } from './lib/background.js';
import { createScheduler } from './lib/scheduler.js';
import type { AppContext } from './types.js';

type Logger = { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

/** Opens the database (migrated) and the mailer for a running app or a CLI command. */
export async function createContext(
  config: Config,
  logger: Logger,
): Promise<{ ctx: AppContext; database: Database }> {
  const database = await openDatabase(config);
  await database.migrate();
  const now = () => new Date();
  const ctx: AppContext = {
    config,
    db: database.db,
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      logger,
    }),
    now,
    background: createBackgroundTasks(logger),
    ping: database.ping,
    scheduler: createScheduler({ now, logger }),
  };
  return { ctx, database };
}
