import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ANSWERS, signedInUser } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 16: confirmed themes and the draft ladder. A reload reads the draft back and never spends
 * a generation; only POST /generate ("Suggest a new set") counts toward the daily limit.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { GENERATION_DAILY_LIMIT: '3' } });
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof signedInUser>>;
const call = (person: Person | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: person?.headers ?? {}, ...(payload ? { payload } : {}) });

interface DraftItem {
  index: number;
  title: string;
  description: string;
  fear_level: number;
  rating: number | null;
  theme?: string;
  why?: string;
}
interface Draft {
  items: DraftItem[];
  themes: Array<{ id: string; label: string }>;
}

const CONTAMINATION = {
  obsessions: ['Fear of germs on public door handles making me ill'],
  compulsions: ['Washing my hands for minutes', 'Using hand sanitiser'],
  triggers: ['Public door handles', 'Shaking hands'],
};
const CHECKING_AND_CONTAMINATION = {
  obsessions: ['Fear of germs on public door handles making me ill', 'What if I left the stove on and the house burns down'],
  compulsions: ['Washing my hands for minutes', 'Checking the stove knobs again and again before leaving'],
  triggers: ['Public door handles', 'Leaving the house in the morning'],
};

async function personWith(lists: { obsessions: string[]; compulsions: string[]; triggers: string[] }) {
  const person = await signedInUser(t);
  await call(person, 'POST', '/obsessions', { obsessions: lists.obsessions.map((description) => ({ description })), compulsions: [] });
  await call(person, 'POST', '/compulsions', { compulsions: lists.compulsions });
  await call(person, 'POST', '/triggers', { triggers: lists.triggers });
  await call(person, 'POST', '/assessments/ybocs', { responses: ALL_ANSWERS('2'), is_onboarding: true });
  return person;
}

const getDraft = async (person: Person) => (await call(person, 'GET', '/erp-exposures/exposures/draft')).json() as Draft | null;

describe('the draft ladder', () => {
  it('keeps the generated list on the server; reading it back six times spends no generation', async () => {
    const person = await personWith(CONTAMINATION);
    expect(await getDraft(person)).toBeNull();
    const generated = await call(person, 'POST', '/erp-exposures/exposures/generate');
    expect(generated.statusCode).toBe(200);
    const items = generated.json() as Array<{ title: string }>;

    for (let reload = 0; reload < 6; reload += 1) {
      const draft = await getDraft(person);
      expect(draft?.items.map((item) => item.title)).toEqual(items.map((item) => item.title));
      expect(draft?.items.every((item, index) => item.index === index && item.rating === null)).toBe(true);
    }
    // Two of the three generations are still there: the reads counted for nothing.
    expect((await call(person, 'POST', '/erp-exposures/exposures/generate')).statusCode).toBe(200);
    expect((await call(person, 'POST', '/erp-exposures/exposures/generate')).statusCode).toBe(200);
    expect((await call(person, 'POST', '/erp-exposures/exposures/generate')).statusCode).toBe(429);
  });

  it('keeps the ratings given so far, and refuses a list of the wrong length without overwriting', async () => {
    const person = await personWith(CONTAMINATION);
    await call(person, 'POST', '/erp-exposures/exposures/generate');
    const draft = (await getDraft(person))!;
    const ratings = draft.items.map((_item, index) => (index === 0 ? 7 : index === 2 ? 2 : null));
    const saved = await call(person, 'PUT', '/erp-exposures/exposures/draft/ratings', { ratings });
    expect(saved.statusCode).toBe(200);
    expect((await getDraft(person))!.items.map((item) => item.rating)).toEqual(ratings);

    const short = await call(person, 'PUT', '/erp-exposures/exposures/draft/ratings', { ratings: [3] });
    expect(short.statusCode).toBe(409);
    expect(short.json().detail).toMatch(/changed since this page loaded/);
    const outOfRange = await call(person, 'PUT', '/erp-exposures/exposures/draft/ratings', { ratings: ratings.map(() => 11) });
    expect([400, 422]).toContain(outOfRange.statusCode);
    expect(typeof outOfRange.json().detail).toBe('string');
    expect((await getDraft(person))!.items.map((item) => item.rating)).toEqual(ratings);
  });

  it('saves the draft as exposures with the ratings (or the suggested level) in one go, once', async () => {
    const person = await personWith(CONTAMINATION);
    await call(person, 'POST', '/erp-exposures/exposures/generate');
    const draft = (await getDraft(person))!;
    const ratings = draft.items.map((_item, index) => (index % 2 === 0 ? 9 : null));
    await call(person, 'PUT', '/erp-exposures/exposures/draft/ratings', { ratings });

    const accepted = await call(person, 'POST', '/erp-exposures/exposures/draft/accept');
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toEqual({ saved: draft.items.length });
    const saved = (await call(person, 'GET', '/erp-exposures/exposures')).json() as Array<{ title: string; fear_level: number; created_by_ai: boolean }>;
    const byTitle = new Map(saved.map((item) => [item.title, item]));
    draft.items.forEach((item, index) => {
      expect(byTitle.get(item.title)?.fear_level).toBe(ratings[index] ?? item.fear_level);
      expect(byTitle.get(item.title)?.created_by_ai).toBe(true);
    });
    expect(await getDraft(person)).toBeNull();
    const again = await call(person, 'POST', '/erp-exposures/exposures/draft/accept');
    expect(again.statusCode).toBe(404);
    expect((await call(person, 'GET', '/erp-exposures/exposures')).json()).toHaveLength(draft.items.length);
  });

  it('discards on request (idempotent) and never shows another person’s draft', async () => {
    const owner = await personWith(CONTAMINATION);
    await call(owner, 'POST', '/erp-exposures/exposures/generate');
    const stranger = await signedInUser(t);
    expect(await getDraft(stranger)).toBeNull();
    expect((await call(stranger, 'PUT', '/erp-exposures/exposures/draft/ratings', { ratings: [1] })).statusCode).toBe(404);
    expect((await call(stranger, 'POST', '/erp-exposures/exposures/draft/accept')).statusCode).toBe(404);
    expect((await call(stranger, 'POST', '/erp-exposures/exposures/draft/items/0/variant', { direction: 'easier' })).statusCode).toBe(404);
    expect(await getDraft(owner)).not.toBeNull();

    expect((await call(owner, 'DELETE', '/erp-exposures/exposures/draft')).statusCode).toBe(204);
    expect((await call(owner, 'DELETE', '/erp-exposures/exposures/draft')).statusCode).toBe(204);
    expect(await getDraft(owner)).toBeNull();
  });

  it('seals the draft: no title or rating is stored readable', async () => {
    const person = await personWith(CONTAMINATION);
    await call(person, 'POST', '/erp-exposures/exposures/generate');
    const draft = (await getDraft(person))!;
    const rows = (await t.ctx.db.execute(sql`SELECT row_to_json(d)::text AS row FROM exposure_drafts d WHERE user_id = ${person.id}`)).rows as Array<{ row: string }>;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.row).not.toContain(draft.items[0]!.title);
    expect(rows[0]!.row.toLowerCase()).not.toContain('door handle');
  });

  it('swaps one step for an easier or a harder version without spending a generation', async () => {
    const person = await personWith(CONTAMINATION);
    await call(person, 'POST', '/erp-exposures/exposures/generate');
    const before = (await getDraft(person))!;
    const middle = before.items.findIndex((item) => item.fear_level >= 4 && item.fear_level <= 6);
    await call(person, 'PUT', '/erp-exposures/exposures/draft/ratings', { ratings: before.items.map(() => 5) });

    const harder = await call(person, 'POST', `/erp-exposures/exposures/draft/items/${middle}/variant`, { direction: 'harder' });
    expect(harder.statusCode).toBe(200);
    const after = harder.json() as Draft;
    expect(after.items).toHaveLength(before.items.length);
    expect(after.items[middle]!.title).not.toBe(before.items[middle]!.title);
    expect(after.items[middle]!.fear_level).toBeGreaterThan(before.items[middle]!.fear_level);
    expect(after.items[middle]!.rating).toBeNull();
    // The other steps and their ratings are untouched.
    after.items.forEach((item, index) => {
      if (index !== middle) expect([item.title, item.rating]).toEqual([before.items[index]!.title, 5]);
    });
    expect(new Set(after.items.map((item) => item.title)).size).toBe(after.items.length);

    expect((await call(person, 'POST', '/erp-exposures/exposures/draft/items/99/variant', { direction: 'easier' })).statusCode).toBe(404);
    expect((await call(person, 'POST', '/erp-exposures/exposures/draft/items/abc/variant', { direction: 'easier' })).statusCode).toBe(404);
    const sideways = await call(person, 'POST', `/erp-exposures/exposures/draft/items/${middle}/variant`, { direction: 'sideways' });
    expect([400, 422]).toContain(sideways.statusCode);
    // All three generations of the day are still available after the variant.
    for (let i = 0; i < 2; i += 1) expect((await call(person, 'POST', '/erp-exposures/exposures/generate')).statusCode).toBe(200);
  });

  it('is part of the export', async () => {
    const person = await personWith(CONTAMINATION);
    await call(person, 'PUT', '/erp-exposures/exposures/themes', { themes: ['contamination'] });
    await call(person, 'POST', '/erp-exposures/exposures/generate');
    const exported = (await call(person, 'GET', '/users/me/export')).json() as { confirmed_themes: string[]; exposure_draft: Draft };
    expect(exported.confirmed_themes).toEqual(['contamination']);
    expect(exported.exposure_draft.items.map((item) => item.title)).toEqual((await getDraft(person))!.items.map((item) => item.title));
  });
});

describe('confirmed themes', () => {
  it('lists the themes read from the person’s words, with plain descriptions, and every theme they may choose', async () => {
    const person = await personWith(CHECKING_AND_CONTAMINATION);
    const response = await call(person, 'GET', '/erp-exposures/exposures/themes');
    expect(response.statusCode).toBe(200);
    const themes = response.json() as { detected: Array<{ id: string; label: string; description: string }>; available: Array<{ id: string }>; confirmed: string[] | null };
    expect(themes.detected.map((theme) => theme.id)).toEqual(expect.arrayContaining(['contamination', 'checking']));
    for (const theme of themes.detected) expect(theme.description.length).toBeGreaterThan(20);
    expect(themes.available.length).toBeGreaterThanOrEqual(9);
    expect(themes.available.map((theme) => theme.id)).not.toContain('self_harm_intrusive');
    expect(themes.confirmed).toBeNull();
  });

  it('builds only for the confirmed themes, and a changed confirmation changes the ladder', async () => {
    const person = await personWith(CHECKING_AND_CONTAMINATION);
    const confirm = await call(person, 'PUT', '/erp-exposures/exposures/themes', { themes: ['checking'] });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().confirmed).toEqual(['checking']);
    const checking = (await call(person, 'POST', '/erp-exposures/exposures/generate')).json() as Array<{ title: string; theme: string }>;
    expect(checking.every((item) => item.theme === 'checking' || item.theme === 'general')).toBe(true);
    expect(checking.some((item) => item.theme === 'checking')).toBe(true);
    expect((await getDraft(person))!.themes.map((theme) => theme.id)).toEqual(['checking']);

    const contamination = (await call(person, 'POST', '/erp-exposures/exposures/generate', { themes: ['contamination'] })).json() as Array<{ title: string; theme: string }>;
    expect(contamination.every((item) => item.theme === 'contamination' || item.theme === 'general')).toBe(true);
    expect(contamination.map((item) => item.title)).not.toEqual(checking.map((item) => item.title));
    expect((await call(person, 'GET', '/erp-exposures/exposures/themes')).json().confirmed).toEqual(['contamination']);
  });

  it('"none of these" builds around the person’s own words, and says so in the draft', async () => {
    const person = await personWith(CONTAMINATION);
    const items = (await call(person, 'POST', '/erp-exposures/exposures/generate', { themes: [] })).json() as Array<{ theme: string }>;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.theme === 'general')).toBe(true);
    expect((await getDraft(person))!.themes).toEqual([]);
  });

  it('without a confirmation, generate uses the detected themes (the spec’s empty POST)', async () => {
    const person = await personWith(CONTAMINATION);
    const items = (await call(person, 'POST', '/erp-exposures/exposures/generate')).json() as Array<{ theme: string }>;
    expect(items.some((item) => item.theme === 'contamination')).toBe(true);
  });

  it('refuses a theme it does not offer, and keeps the earlier confirmation', async () => {
    const person = await personWith(CONTAMINATION);
    await call(person, 'PUT', '/erp-exposures/exposures/themes', { themes: ['contamination'] });
    for (const themes of [['astrology'], ['self_harm_intrusive'], ['contamination', '']]) {
      const response = await call(person, 'PUT', '/erp-exposures/exposures/themes', { themes });
      expect([400, 422]).toContain(response.statusCode);
      expect(typeof response.json().detail).toBe('string');
    }
    expect((await call(person, 'GET', '/erp-exposures/exposures/themes')).json().confirmed).toEqual(['contamination']);
  });

  it('asks again once the lists change', async () => {
    const person = await personWith(CONTAMINATION);
    await call(person, 'PUT', '/erp-exposures/exposures/themes', { themes: ['health'] });
    expect((await call(person, 'GET', '/erp-exposures/exposures/themes')).json().confirmed).toEqual(['health']);
    await call(person, 'POST', '/triggers', { triggers: ['Public door handles', 'Shaking hands', 'Bus seats'] });
    expect((await call(person, 'GET', '/erp-exposures/exposures/themes')).json().confirmed).toBeNull();
  });

  it('answers a crisis with the calm screen’s code, never with a checklist', async () => {
    const person = await signedInUser(t);
    await call(person, 'POST', '/obsessions', { obsessions: [{ description: 'I want to kill myself, I have no reason to live' }], compulsions: [] });
    const response = await call(person, 'GET', '/erp-exposures/exposures/themes');
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('crisis');
  });

  it('the safety notes beside the ladder carry the hoarding signpost when the lists read that way', async () => {
    const hoarding = await personWith({
      obsessions: ['If I throw anything away I might need it one day'],
      compulsions: ['Keeping every newspaper and bag'],
      triggers: ['My spare room is full to the ceiling and I cannot use it'],
    });
    const notes = (await call(hoarding, 'GET', '/users/me/safety-notes')).json() as { hoarding_signpost: string | null };
    expect(notes.hoarding_signpost).toMatch(/professional/);
    const other = await personWith(CONTAMINATION);
    expect(((await call(other, 'GET', '/users/me/safety-notes')).json() as { hoarding_signpost: string | null }).hoarding_signpost).toBeNull();
  });

  it('needs a session', async () => {
    for (const [method, url] of [
      ['GET', '/erp-exposures/exposures/themes'],
      ['GET', '/erp-exposures/exposures/draft'],
      ['POST', '/erp-exposures/exposures/draft/accept'],
    ] as const) {
      expect((await call(null, method, url)).statusCode).toBe(401);
    }
  });
});
