import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { hasRealUsers, isDatabaseEmpty, seedDemoData } from '../db/seed-demo.js';
import { claimDataDir } from '../lib/data-dir-lock.js';

// `npm run seed:demo`: seeds the demo club on demand, on the embedded or a server database. Demo users
// include a platform admin whose sign-in links are printed on a laptop: never on a real club's database.
const config = loadConfig();
const isForced = process.argv.includes('--force');
const release = config.databaseUrl ? () => {} : claimDataDir(config.dataDir);
const database = await openDatabase(config);
try {
  await database.migrate();
  if ((await hasRealUsers(database.db)) && !isForced) {
    console.log(
      'This database has real users: demo data (with a demo platform admin) was not added. It is for trying Touchline; add --force only on a test copy.',
    );
    process.exitCode = 1;
  } else if (!(await isDatabaseEmpty(database.db)) && !isForced) {
    console.log(
      'The database already holds data; demo data was not added (it would clash with existing demo users).',
    );
  } else {
    await seedDemoData(database.db);
    console.log('Demo data added: club "Riverside FC". Demo users are listed in the README.');
  }
} finally {
  await database.close();
  release();
}
