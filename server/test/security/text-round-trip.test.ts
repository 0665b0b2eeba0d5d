import fc from 'fast-check';
import { normaliseItems } from '@ladder/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/modules/auth/sessions';
import { createUser } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { textArbitrary } from './json-schema-arbitrary';

/**
 * Every free-text field keeps what was sent, byte for byte, through validation, sealing at rest and
 * the presenters: markup, SQL, NUL, bidi controls, combining and astral characters come back as the
 * same text (after the documented trimming), never altered or escaped. Lone surrogates, which no
 * keyboard produces and UTF-8 cannot hold, come back as U+FFFD.
 */
const SEED = Number(process.env.FC_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FC_RUNS ?? 25);
console.log(`[text-round-trip] fast-check seed ${SEED} (FC_SEED=${SEED} replays it), ${RUNS} runs per field`);

let t: TestApp;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  userId = (await createUser(t.ctx)).id;
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST', url: string, payload?: object) {
  const session = await createSession(t.ctx, userId, 60);
  const response = await t.app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${session.token}` }, ...(payload ? { payload } : {}) });
  expect(response.statusCode, `${method} ${url}: ${response.body.slice(0, 300)}`).toBeLessThan(300);
  return response.json();
}

const wellFormed = (text: string) => text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
/** Text with something to keep once trimmed (required fields refuse blank text). */
const text = (max: number) => textArbitrary(0, max).filter((value) => value.trim() !== '');
const property = <T>(arbitrary: fc.Arbitrary<T>, check: (value: T) => Promise<void>) =>
  fc.assert(fc.asyncProperty(arbitrary, check), { numRuns: RUNS, seed: SEED });

describe('free text round-trips through the API', () => {
  it.each(['compulsions', 'triggers'] as const)('%s', async (kind) => {
    await property(text(500), async (value) => {
      await call('POST', `/${kind}`, { [kind]: [value] });
      const listed = (await call('GET', `/${kind}`)) as Array<{ description: string }>;
      expect(listed.map((item) => item.description)).toEqual(normaliseItems([wellFormed(value)]));
    });
  });

  it('obsessions', async () => {
    await property(text(500), async (value) => {
      await call('POST', '/obsessions', { obsessions: [{ description: value }] });
      const listed = (await call('GET', '/obsessions')) as Array<{ description: string }>;
      expect(listed.map((item) => item.description)).toEqual(normaliseItems([wellFormed(value)]));
    });
  });

  it('exposure title and description, session feared outcome and notes', async () => {
    await property(fc.tuple(text(200), text(2000), text(1000), text(5000)), async ([title, description, fearedOutcome, notes]) => {
      // Read and overridden: random text can read to the content check like a risky step (a 422
      // safety_warning, tested in exposures' own tests); this test is about the text kept.
      const created = await call('POST', '/erp-exposures/exposures', { title, description, fear_level: 4, acknowledge_warning: true });
      const listed = ((await call('GET', '/erp-exposures/exposures')) as Array<{ id: string; title: string; description: string }>).find(
        (exposure) => exposure.id === created.id,
      );
      expect(listed).toMatchObject({ title: wellFormed(title).trim(), description: wellFormed(description).trim() });
      await call('POST', `/erp-exposures/exposures/${created.id}/start`, { anxiety_level: 5, feared_outcome: fearedOutcome });
      await call('POST', `/erp-exposures/exposures/${created.id}/progress`, { anxiety_level_pre: 5, anxiety_level_post: 3, duration_minutes: 5, notes });
      const [session] = (await call('GET', `/erp-exposures/exposures/${created.id}/sessions`)) as Array<{ notes: string; feared_outcome: string }>;
      expect(session).toMatchObject({ notes: wellFormed(notes).trim(), feared_outcome: wellFormed(fearedOutcome).trim() });
    });
  });

  it('journal entries', async () => {
    await property(text(20_000), async (content) => {
      t.clock.advance({ seconds: 1 }); // newest first: each entry a second after the last
      const saved = await call('POST', '/journal/entries', { content, mood: 6 });
      const [newest] = (await call('GET', '/journal/entries?limit=1')) as Array<{ id: string; content: string }>;
      expect(newest).toEqual(expect.objectContaining({ id: saved.id, content: wellFormed(content).trim() }));
    });
  });

  it('urge log compulsion and note', async () => {
    await property(fc.tuple(text(500), text(500)), async ([compulsion, note]) => {
      const saved = await call('POST', '/urges', { compulsion, outcome: 'resisted', note });
      const day = (await call('GET', '/urges?time_zone=UTC')) as { urges: Array<{ id: string; compulsion: string; note: string | null }> };
      // The compulsion is spaced like an intake item (so the same words match the list); the note is trimmed.
      expect(day.urges.find((urge) => urge.id === saved.id)).toEqual(
        expect.objectContaining({ compulsion: normaliseItems([wellFormed(compulsion)])[0], note: wellFormed(note).trim() || null }),
      );
    });
  });
});
