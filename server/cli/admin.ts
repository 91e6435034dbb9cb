import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { users } from '../db/schema.js';
import { ensurePlatformAdmins } from '../identity/bootstrap-admins.js';
import { claimDataDir } from '../lib/data-dir-lock.js';

const usage = `Usage:
  npm run admin -- add <email>      make <email> a platform admin (creates the user if new)
  npm run admin -- remove <email>   take platform admin away (the user stays, as player_parent)
  npm run admin -- list             list platform admins`;

const [command, rawEmail] = process.argv.slice(2);
const email = rawEmail?.trim().toLowerCase();
if (!command || (command !== 'list' && !email) || !['add', 'remove', 'list'].includes(command)) {
  console.error(usage);
  process.exit(2);
}
if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error(`Not an e-mail address: ${rawEmail}`);
  process.exit(2);
}

const config = loadConfig();
let release = () => {};
try {
  release = config.databaseUrl ? () => {} : claimDataDir(config.dataDir);
} catch (error) {
  console.error(`${(error as Error).message} (or add the address to ADMIN_EMAIL and restart).`);
  process.exit(1);
}
const database = await openDatabase(config);
try {
  await database.migrate();
  if (command === 'add' && email) {
    await ensurePlatformAdmins(database.db, [email]);
    console.log(`${email} is now a platform admin. They can sign in at ${config.appUrl}/email-login`);
  } else if (command === 'remove' && email) {
    const changed = await database.db
      .update(users)
      .set({ role: 'player_parent', updatedAt: new Date() })
      .where(sql`lower(${users.email}) = ${email} and ${users.role} = 'admin'`)
      .returning({ id: users.id });
    console.log(
      changed.length ? `${email} is no longer a platform admin.` : `${email} was not a platform admin.`,
    );
  } else {
    const admins = await database.db
      .select({ email: users.email })
      .from(users)
      .where(sql`${users.role} = 'admin'`);
    console.log(admins.length ? admins.map((a) => a.email).join('\n') : 'No platform admins yet.');
  }
} finally {
  await database.close();
  release();
}
