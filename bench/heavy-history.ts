/**
 * The heavy person of bench/api-load.ts (issue 19): two years of daily practice, written as it
 * would have happened. The API stamps every row with the server's clock, so the history is written
 * in this process, through the server's own write paths (the same transactions, points, totals and
 * milestones), with a clock that walks the two years day by day; the server is stopped meanwhile
 * (PGlite allows one process on its directory) and started again afterwards.
 */
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { logProgressRequest } from '@ladder/contracts';
import { loadConfig } from '../server/src/config';
import { createContext } from '../server/src/create-context';
import { openDatabase } from '../server/src/db/client';
import { users } from '../server/src/db/schema';
import { logProgress } from '../server/src/modules/exposures/sessions';
import { createJournalEntry } from '../server/src/modules/journal/journal';

const DAY = 86_400_000;

export interface HeavyHistory {
  days: number;
  sessions: number;
  journalEntries: number;
}

/**
 * About 1,500 sessions and 1,000 journal entries over 730 days ending yesterday: two sessions every
 * day and a third every 20th, one entry every day and a second on three days in eight.
 */
export async function writeHeavyHistory(env: Record<string, string>, email: string, exposureIds: readonly string[]): Promise<HeavyHistory> {
  const config = loadConfig({ ...process.env, ...env });
  const database = await openDatabase(config.database, () => {});
  await database.migrate();
  let now = 0;
  const ctx = createContext(config, database, { logger: pino({ level: 'silent' }), clock: { now: () => new Date(now) } });
  const history = { days: 730, sessions: 0, journalEntries: 0 };
  try {
    const [person] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!person) throw new Error('The heavy person was not found.');
    const start = Math.floor(Date.now() / DAY) * DAY - history.days * DAY;
    for (let day = 0; day < history.days; day += 1) {
      const morning = start + day * DAY + 7 * 3_600_000;
      const sessions = day % 20 === 0 ? 3 : 2;
      for (let s = 0; s < sessions; s += 1) {
        now = morning + s * 3 * 3_600_000;
        const input = logProgressRequest.parse({ anxiety_level_pre: 6, anxiety_level_post: 4, duration_minutes: 20, notes: 'Stayed with it.' });
        await logProgress(ctx, person.id, exposureIds[(day * 3 + s) % exposureIds.length]!, input);
        history.sessions += 1;
      }
      const entries = day % 8 < 3 ? 2 : 1;
      for (let e = 0; e < entries; e += 1) {
        now = morning + 12 * 3_600_000 + e * 3_600_000;
        await createJournalEntry(ctx, person.id, { content: `Day ${day}, entry ${e}\nA few lines about the day.`, mood: 1 + ((day + e) % 10) });
        history.journalEntries += 1;
      }
    }
  } finally {
    await database.close();
  }
  return history;
}
