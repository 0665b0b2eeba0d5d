import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { backupEmbeddedDatabase, restoreEmbeddedDatabase } from '../db/embedded-backup';
import { loadEncryptionKeys } from '../create-context';
import { systemClock } from '../lib/clock';
import { endEverySession, endSessionsOf } from '../modules/auth/end-sessions';
import { setLifetimeAccess } from '../modules/billing/lifetime';
import { rotateSealedValues } from '../modules/keys/rotate-sealed-values';
import { loadVapidKeys } from '../modules/push/vapid';

/**
 * Operator commands, run against the configured database:
 *   npm run admin -- grant-lifetime person@example.org
 *   npm run admin -- revoke-lifetime person@example.org
 *   npm run admin -- sign-out person@example.org     (ends every sign-in of one person)
 *   npm run admin -- sign-out-everyone               (ends every sign-in of every person)
 *   npm run admin -- backup FILE                     (embedded database only; pg_dump for PostgreSQL)
 *   npm run admin -- restore FILE [--force]          (--force replaces a database, kept aside)
 *   npm run admin -- rotate-key                      (re-seals every value with the newest data key)
 *   npm run admin -- vapid-keys                      (prints the Web Push pair in use, to pin it before a key change)
 * (With the embedded database, stop the server first: only one process may open it.)
 * docs/operations.md has the step-by-step of each.
 */
const USAGE =
  'Usage: npm run admin -- grant-lifetime EMAIL | revoke-lifetime EMAIL | sign-out EMAIL | sign-out-everyone\n' +
  '       | backup FILE | restore FILE [--force] | rotate-key | vapid-keys';

async function backup(file: string | undefined): Promise<number> {
  if (!file) {
    console.error('Usage: npm run admin -- backup FILE');
    return 64;
  }
  const { bytes } = await backupEmbeddedDatabase(loadConfig().database, file);
  console.warn(`Wrote the embedded database to ${file} (${Math.ceil(bytes / 1024)} KB).`);
  // The sealed columns are useless without their key, and the key is not in the database.
  console.warn('Keep the keys with it, stored apart from the backup: DATA_ENCRYPTION_KEY, or the files in DATA_DIR/secrets.');
  return 0;
}

async function restore(args: string[]): Promise<number> {
  const force = args.includes('--force');
  const [file, ...rest] = args.filter((arg) => arg !== '--force');
  if (!file || rest.length > 0) {
    console.error('Usage: npm run admin -- restore FILE [--force]');
    return 64;
  }
  const { keptAside } = await restoreEmbeddedDatabase(loadConfig().database, file, { force });
  if (keptAside) console.warn(`The database that was there is kept in ${keptAside}; delete it once the restore is checked.`);
  console.warn(`Restored the embedded database from ${file}. Start the server: it applies any newer migrations.`);
  return 0;
}

async function rotateKey(): Promise<number> {
  const config = loadConfig();
  const keys = loadEncryptionKeys(config);
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    // Names and counts only: progress never shows a value.
    const { rotated } = await rotateSealedValues({ db: database.db }, keys, {
      onProgress: ({ table, column, done, total }) => console.warn(`${table}.${column}: ${done}/${total}`),
    });
    console.warn(
      `Re-sealed ${rotated} values; every sealed value is under the newest key.` +
        (keys.length > 1 ? ' The older keys can now be removed from DATA_ENCRYPTION_KEY.' : ''),
    );
    return 0;
  } finally {
    await database.close();
  }
}

/**
 * The Web Push pair in use, as VAPID_* lines. Unset, it is derived from the oldest data key or kept in
 * DATA_DIR/secrets; pinning it before the data keys change keeps every browser's subscription.
 */
function printVapidKeys(): number {
  const { publicKey, privateKey } = loadVapidKeys(loadConfig());
  // On stdout, alone, so it can go straight into an environment file.
  process.stdout.write(`VAPID_PUBLIC_KEY=${publicKey}\nVAPID_PRIVATE_KEY=${privateKey}\n`);
  return 0;
}

async function main(args: string[]): Promise<number> {
  const [command, rawEmail] = args;
  if (command === 'vapid-keys') return printVapidKeys();
  if (command === 'backup') return backup(args[1]);
  if (command === 'restore') return restore(args.slice(1));
  if (command === 'rotate-key') return rotateKey();
  if (command === 'sign-out-everyone') {
    const database = await openDatabase(loadConfig().database);
    try {
      await database.migrate();
      console.warn(`Ended ${await endEverySession({ db: database.db, clock: systemClock })} sessions. Everyone signs in again.`);
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
      const ended = await endSessionsOf({ db: database.db, clock: systemClock }, email);
      if (ended === null) {
        console.error(`No account uses ${email}.`);
        return 1;
      }
      console.warn(`Ended ${ended} sessions of ${email}.`);
      return 0;
    }
    const lifetime = command === 'grant-lifetime';
    if (!(await setLifetimeAccess({ db: database.db }, email, lifetime))) {
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
