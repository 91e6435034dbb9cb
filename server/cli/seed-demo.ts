import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { isDatabaseEmpty, seedDemoData } from '../db/seed-demo.js';
import { claimDataDir } from '../lib/data-dir-lock.js';

// `npm run seed:demo`: seeds the demo club on demand, on the embedded or a server database.
const config = loadConfig();
const release = config.databaseUrl ? () => {} : claimDataDir(config.dataDir);
const database = await openDatabase(config);
try {
  await database.migrate();
  if (!(await isDatabaseEmpty(database.db))) {
    console.log(
      'The database already holds clubs; demo data was not added (it would clash with existing demo users).',
    );
  } else {
    await seedDemoData(database.db);
    console.log('Demo data added: club "Riverside FC". Demo users are listed in the README.');
  }
} finally {
  await database.close();
  release();
}
