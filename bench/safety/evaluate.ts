/**
 * The safety evidence, measured the way a person meets it: through the HTTP API of the real server
 * (started as its own process on a throw-away database, offline generator), plus the item filter on
 * model-style items. Prints, by category:
 * - crisis phrases: recall of the crisis screen, questions asked, false refusals of OCD look-alikes;
 * - items: dangerous and undermining items removed, legitimate ones kept, by the filter and through
 *   POST /generate with a model engine (a local stand-in for the OpenAI API);
 * - vignettes: what the generate endpoint answers for whole intakes (crisis, question, signpost,
 *   ladder), and whether any ladder item quotes a set-aside item or a forbidden word.
 *
 *   node --import tsx bench/safety/evaluate.ts                    # the sets in server/test/safety/sets
 *   node --import tsx bench/safety/evaluate.ts <folder> --misses  # another folder of sets, listing misses
 *
 * A folder holds crisis phrases (crisis/*.json or crisis.json), items (items*.json) and vignettes
 * (vignettes*.json).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { unsafeReason } from '../../server/src/modules/safety/items/filter';
import type { CandidateExposure } from '../../server/src/modules/generator/types';
import { FakeLlmServer, safeExposures } from '../../server/test/helpers/fake-llm-server';
import { json, startServer, type BenchServer } from '../support';

interface Phrase {
  text: string;
  label: 'crisis' | 'not_crisis' | 'ambiguous';
  category: string;
}
interface Item {
  title: string;
  description: string;
  label: 'dangerous' | 'undermining' | 'legitimate';
  category: string;
}
interface Vignette {
  name: string;
  obsessions: string[];
  compulsions: string[];
  triggers: string[];
  expect: 'crisis' | 'ambiguous' | 'eating_disorder_signpost' | 'ladder';
  must_not_contain?: string[];
}

const args = process.argv.slice(2);
const showMisses = args.includes('--misses');
const folder = args.find((arg) => !arg.startsWith('--')) ?? fileURLToPath(new URL('../../server/test/safety/sets', import.meta.url));
/** Every JSON file of the folder whose name matches, and those of its `sub` folder. */
const read = <T>(name: RegExp, sub?: string): T[] => {
  const dirs = [folder, ...(sub && existsSync(path.join(folder, sub)) ? [path.join(folder, sub)] : [])];
  return dirs.flatMap((dir) =>
    readdirSync(dir)
      .filter((file) => name.test(file) || (dir !== folder && file.endsWith('.json')))
      .sort()
      .flatMap((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as T[]),
  );
};
const phrases = read<Phrase>(/^crisis.*\.json$/, 'crisis');
const items = read<Item>(/^items.*\.json$/);
const vignettes = read<Vignette>(/^vignettes.*\.json$/);
const misses: string[] = [];

const percent = (part: number, whole: number) => (whole === 0 ? '   -  ' : `${((100 * part) / whole).toFixed(1).padStart(5)}%`);

function table<T extends { label: string; category: string }>(title: string, rows: T[], outcome: (row: T) => string, labels: Record<string, string>) {
  console.log(`\n${title}`);
  for (const [label, wanted] of Object.entries(labels)) {
    const ofLabel = rows.filter((row) => row.label === label);
    if (ofLabel.length === 0) continue;
    const categories = ['(all)', ...[...new Set(ofLabel.map((row) => row.category))].sort()];
    console.log(`  ${label}: share answered "${wanted}"`);
    for (const category of categories) {
      const subset = category === '(all)' ? ofLabel : ofLabel.filter((row) => row.category === category);
      const counts = new Map<string, number>();
      for (const row of subset) counts.set(outcome(row), (counts.get(outcome(row)) ?? 0) + 1);
      const others = [...counts].filter(([key]) => key !== wanted).map(([key, count]) => `${key} ${count}`).join(', ');
      console.log(`    ${category.padEnd(28)} n=${String(subset.length).padStart(3)}  ${percent(counts.get(wanted) ?? 0, subset.length)}${others ? `   (${others})` : ''}`);
    }
  }
}

/** A verified, signed-in person: the verification link is read from the mail the server logs. */
async function newPerson(server: BenchServer): Promise<string> {
  const email = `safety-${Math.random().toString(36).slice(2)}@example.org`;
  const password = 'a long bench passphrase';
  const links = () => [...server.log().matchAll(/verify-email\?token=([A-Za-z0-9_-]+)/g)].map((match) => match[1]!);
  const before = links().length;
  // Each person signs up from an address of their own (the server trusts one proxy here): sign-ups
  // are throttled per network.
  const register = await fetch(`${server.base}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    body: JSON.stringify({ email, password }),
  });
  if (!register.ok) throw new Error(`POST /auth/register: ${register.status} ${await register.text()}`);
  for (let i = 0; i < 200 && links().length <= before; i += 1) await new Promise((resolve) => setTimeout(resolve, 25));
  await json(server.base, 'GET', `/auth/verify-email/${links()[before]}`, null);
  const login = await fetch(`${server.base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password }),
  });
  return ((await login.json()) as { access_token: string }).access_token;
}

async function call(server: BenchServer, token: string, method: string, url: string, body?: object) {
  const response = await fetch(`${server.base}/api/v1${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | Array<Record<string, string>> | null };
}

async function setLists(server: BenchServer, token: string, lists: { obsessions: string[]; compulsions: string[]; triggers: string[] }) {
  const ok = (text: string) => text.trim() !== '';
  await call(server, token, 'POST', '/obsessions', { obsessions: lists.obsessions.filter(ok).map((description) => ({ description })), compulsions: [] });
  await call(server, token, 'POST', '/compulsions', { compulsions: lists.compulsions.filter(ok).length ? lists.compulsions.filter(ok) : ['Checking again'] });
  await call(server, token, 'POST', '/triggers', { triggers: lists.triggers.filter(ok).length ? lists.triggers.filter(ok) : ['Being at home'] });
}

/** What the generate endpoint answered, as one word. */
function outcomeOf(response: { status: number; body: unknown }): string {
  if (response.status === 200) return 'ladder';
  const code = (response.body as { code?: string } | null)?.code;
  return code ?? `status ${response.status}`;
}

async function evaluatePhrases(server: BenchServer) {
  let token = await newPerson(server);
  const outcomes = new Map<Phrase, string>();
  for (const [index, phrase] of phrases.entries()) {
    // A new person now and then: the daily limit counts every ladder generated.
    if (index > 0 && index % 900 === 0) token = await newPerson(server);
    await setLists(server, token, { obsessions: [phrase.text], compulsions: ['Checking the locks'], triggers: ['Leaving the house'] });
    const outcome = outcomeOf(await call(server, token, 'POST', '/erp-exposures/exposures/generate'));
    outcomes.set(phrase, outcome);
    const wanted = { crisis: 'crisis', not_crisis: 'ladder', ambiguous: 'crisis_question' }[phrase.label];
    if (outcome !== wanted) misses.push(`phrase ${phrase.label}/${phrase.category} → ${outcome}: ${phrase.text}`);
  }
  table(`Crisis screen through POST /generate (${phrases.length} phrases)`, phrases, (phrase) => outcomes.get(phrase)!, {
    crisis: 'crisis',
    not_crisis: 'ladder',
    ambiguous: 'crisis_question',
  });
  const lookAlikes = phrases.filter((phrase) => phrase.label === 'not_crisis');
  const refused = lookAlikes.filter((phrase) => outcomes.get(phrase) === 'crisis').length;
  console.log(`  look-alikes refused as a crisis: ${percent(refused, lookAlikes.length)}; asked instead: ${lookAlikes.filter((phrase) => outcomes.get(phrase) === 'crisis_question').length}`);
}

function evaluateItems() {
  const outcomes = new Map<Item, string>();
  for (const item of items) {
    const candidate: CandidateExposure = {
      title: item.title,
      description: item.description,
      fear_level: 5,
      kind: 'in_vivo',
      response_prevention: item.description,
      theme: 'general',
    };
    const reason = unsafeReason(candidate);
    const outcome = reason ? 'removed' : 'kept';
    outcomes.set(item, outcome);
    const wanted = item.label === 'legitimate' ? 'kept' : 'removed';
    if (outcome !== wanted) misses.push(`item ${item.label}/${item.category} → ${outcome}${reason ? ` (${reason})` : ''}: ${item.title} | ${item.description}`);
  }
  table(`Item filter (${items.length} model-style items)`, items, (item) => outcomes.get(item)!, {
    dangerous: 'removed',
    undermining: 'removed',
    legitimate: 'kept',
  });
}

/**
 * The same items as a model would hand them over: each one in a model's answer beside ten ordinary
 * exposures, served by a local stand-in for the OpenAI API to a server started with
 * GENERATOR=openai, and looked for in what POST /generate gives the person.
 */
async function evaluateItemsThroughApi() {
  const llm = await new FakeLlmServer().start();
  const server = await startServer('memory://', {
    GENERATION_DAILY_LIMIT: '1000',
    TRUST_PROXY: '1',
    GENERATOR: 'openai',
    OPENAI_API_KEY: 'bench-key',
    OPENAI_BASE_URL: llm.openAiBaseUrl,
  });
  try {
    let token = await newPerson(server);
    await setLists(server, token, { obsessions: ['Fear of germs on door handles'], compulsions: ['Washing my hands'], triggers: ['Public toilets'] });
    const outcomes = new Map<Item, string>();
    for (const [index, item] of items.entries()) {
      if (index > 0 && index % 900 === 0) {
        token = await newPerson(server);
        await setLists(server, token, { obsessions: ['Fear of germs on door handles'], compulsions: ['Washing my hands'], triggers: ['Public toilets'] });
      }
      const exposure = { title: item.title, description: item.description, fear_level: 5, kind: 'in_vivo', response_prevention: item.description, theme: 'general' };
      llm.reply = { type: 'output', output: { exposures: [exposure, ...safeExposures()] } };
      const response = await call(server, token, 'POST', '/erp-exposures/exposures/generate');
      const shown = response.status === 200 && (response.body as Array<Record<string, string>>).some((row) => row.title === item.title.trim());
      const outcome = response.status !== 200 ? `status ${response.status}` : shown ? 'kept' : 'removed';
      outcomes.set(item, outcome);
      const wanted = item.label === 'legitimate' ? 'kept' : 'removed';
      if (outcome !== wanted) misses.push(`item via the API ${item.label}/${item.category} → ${outcome}: ${item.title} | ${item.description}`);
    }
    table(`Items in a model's answer, through POST /generate with GENERATOR=openai (${items.length} items)`, items, (item) => outcomes.get(item)!, {
      dangerous: 'removed',
      undermining: 'removed',
      legitimate: 'kept',
    });
  } finally {
    await server.stop();
    await llm.stop();
  }
}

async function evaluateVignettes(server: BenchServer) {
  const rows: Array<{ label: string; category: string; outcome: string }> = [];
  let unsafeShown = 0;
  let quoted = 0;
  for (const vignette of vignettes) {
    const token = await newPerson(server);
    await setLists(server, token, vignette);
    let response = await call(server, token, 'POST', '/erp-exposures/exposures/generate');
    const first = outcomeOf(response);
    // Past the question ("a fear") and the signpost ("continue"), the ladder itself is checked too.
    if (first === 'crisis_question') await call(server, token, 'POST', '/users/me/safety-answers', { question: 'crisis_question', answer: 'fear' });
    if (first === 'eating_disorder_signpost') await call(server, token, 'POST', '/users/me/safety-answers', { question: 'eating_disorder_signpost', answer: 'continue' });
    if (first === 'crisis_question' || first === 'eating_disorder_signpost') response = await call(server, token, 'POST', '/erp-exposures/exposures/generate');
    const ladder = response.status === 200 ? (response.body as Array<Record<string, string>>) : [];
    const notes = ((await call(server, token, 'GET', '/users/me/safety-notes')).body as { notes: Array<{ text: string }> }).notes;
    const problems: string[] = [];
    for (const item of ladder) {
      const text = `${item.title} ${item.description}`.toLowerCase();
      const reason = unsafeReason({ title: item.title!, description: item.description!, fear_level: 5, kind: 'in_vivo', response_prevention: item.description!, theme: 'general' });
      if (reason) problems.push(`unsafe item (${reason}): ${item.title}`);
      for (const word of vignette.must_not_contain ?? []) if (text.includes(word.toLowerCase())) problems.push(`contains "${word}": ${item.title}`);
      // A one- or two-word note ("Speed") is quoted only inside quotation marks; "at normal speed" does not quote it.
      for (const note of notes) {
        const words = note.text.trim().toLowerCase();
        const quotes = words.split(/\s+/).length >= 3 ? text.includes(words) : new RegExp(`["“'‘]${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["”'’]`).test(text);
        if (quotes) problems.push(`quotes a set-aside item: ${item.title}`);
      }
    }
    unsafeShown += problems.filter((problem) => problem.startsWith('unsafe') || problem.startsWith('contains')).length;
    quoted += problems.filter((problem) => problem.startsWith('quotes')).length;
    const outcome = first;
    rows.push({ label: vignette.expect, category: vignette.expect, outcome });
    const wanted = vignette.expect === 'ambiguous' ? 'crisis_question' : vignette.expect;
    if (outcome !== wanted || problems.length > 0) misses.push(`vignette ${vignette.name} expected ${vignette.expect} → ${outcome}${problems.length ? `; ${problems.join('; ')}` : ''}`);
  }
  table(`Whole intakes through POST /generate (${vignettes.length} vignettes)`, rows, (row) => row.outcome, {
    crisis: 'crisis',
    ambiguous: 'crisis_question',
    eating_disorder_signpost: 'eating_disorder_signpost',
    ladder: 'ladder',
  });
  console.log(`  ladder items failing the filter or holding a forbidden word: ${unsafeShown}; items quoting a set-aside item: ${quoted}`);
}

const server = await startServer('memory://', { GENERATION_DAILY_LIMIT: '1000', LOG_LEVEL: 'info', TRUST_PROXY: '1' });
try {
  console.log(`Safety evaluation on the sets in ${folder}`);
  if (phrases.length) await evaluatePhrases(server);
  if (items.length) evaluateItems();
  if (items.length) await evaluateItemsThroughApi();
  if (vignettes.length) await evaluateVignettes(server);
  if (showMisses) console.log(`\nMisses (${misses.length}):\n${misses.join('\n')}`);
  else console.log(`\n${misses.length} misses (--misses lists them)`);
} finally {
  await server.stop();
}
