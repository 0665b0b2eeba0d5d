import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { setLifetimeAccess } from '../modules/billing/lifetime';

/**
 * Operator commands, run against the configured database:
 *   npm run admin -- grant-lifetime person@example.org
 *   npm run admin -- revoke-lifetime person@example.org
 * (With the embedded database, stop the server first: only one process may open it.)
 */
const USAGE = 'Usage: npm run admin -- grant-lifetime EMAIL | revoke-lifetime EMAIL';

async function main(args: string[]): Promise<number> {
  const [command, rawEmail] = args;
  if (!command || !rawEmail || !['grant-lifetime', 'revoke-lifetime'].includes(command)) {
    console.error(USAGE);
    return 64;
  }
  const email = rawEmail.trim().toLowerCase();
  const database = await openDatabase(loadConfig().database);
  try {
    await database.migrate();
    const lifetime = command === 'grant-lifetime';
    if (!(await setLifetimeAccess(database.db, email, lifetime))) {
      console.error(`No account uses ${email}.`);
      return 1;
    }
    console.warn(lifetime ? `${email} now has lifetime access.` : `${email} no longer has lifetime access.`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : (error as Error).message);
    process.exit(1);
  },
);
