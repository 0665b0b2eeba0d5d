import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { systemClock } from '../lib/clock';
import { endEverySession, endSessionsOf } from '../modules/auth/end-sessions';
import { setLifetimeAccess } from '../modules/billing/lifetime';

/**
 * Operator commands, run against the configured database:
 *   npm run admin -- grant-lifetime person@example.org
 *   npm run admin -- revoke-lifetime person@example.org
 *   npm run admin -- sign-out person@example.org     (ends every sign-in of one person)
 *   npm run admin -- sign-out-everyone               (ends every sign-in of every person)
 * (With the embedded database, stop the server first: only one process may open it.)
 */
const USAGE =
  'Usage: npm run admin -- grant-lifetime EMAIL | revoke-lifetime EMAIL | sign-out EMAIL | sign-out-everyone';

async function main(args: string[]): Promise<number> {
  const [command, rawEmail] = args;
  if (command === 'sign-out-everyone') {
    const database = await openDatabase(loadConfig().database);
    try {
      await database.migrate();
      console.warn(`Ended ${await endEverySession(database.db, systemClock)} sessions. Everyone signs in again.`);
      return 0;
    } finally {
      await database.close();
    }
  }
  if (!command || !rawEmail || !['grant-lifetime', 'revoke-lifetime', 'sign-out'].includes(command)) {
    console.error(USAGE);
    return 64;
  }
  const email = rawEmail.trim().toLowerCase();
  const database = await openDatabase(loadConfig().database);
  try {
    await database.migrate();
    if (command === 'sign-out') {
      const ended = await endSessionsOf(database.db, systemClock, email);
      if (ended === null) {
        console.error(`No account uses ${email}.`);
        return 1;
      }
      console.warn(`Ended ${ended} sessions of ${email}.`);
      return 0;
    }
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
