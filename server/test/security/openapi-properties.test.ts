import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { operationsOf, pathParameters, readOpenApi } from '../helpers/openapi';
import { createTestApp } from '../helpers/test-app';
import { PATH_SOURCES, PUBLIC_OPERATIONS, createExerciser, createWorld, invalidPlan, validPlan } from './fuzz-support';

/**
 * Property-based tests over every operation of the OpenAPI document (issue #8, hostile input).
 * fast-check generates valid input from the documented schemas (with markup, SQL, NUL, bidi and
 * astral text inside, undeclared keys, odd headers) and invalid input (wrong types, missing fields,
 * out of range, too long, malformed or poisoned JSON, wrong content types and lengths, bad tokens,
 * bad path ids), sends it in-process as a signed-in person who finished the intake, and checks:
 *   - never a 5xx;
 *   - the status is documented for the operation (or a transport status) and the body matches the
 *     documented schema; every error is {detail: string};
 *   - invalid input is always refused with a 4xx; an operation behind sign-in never succeeds without
 *     a valid session;
 *   - every operation succeeds at least once on valid input, so the handlers really run.
 * An operation the generators cannot serve (a new schema keyword, a templated path without a
 * source of real values, a content type) fails its test rather than being skipped.
 *
 * The seed is random and printed; FC_SEED=<n> replays a run, FC_RUNS=<n> changes the run count.
 */
const SEED = Number(process.env.FC_SEED ?? Math.floor(Math.random() * 2 ** 31));
const VALID_RUNS = Number(process.env.FC_RUNS ?? 25);
const INVALID_RUNS = Math.round(VALID_RUNS * 1.2);
console.log(`[openapi-properties] fast-check seed ${SEED} (FC_SEED=${SEED} replays it), ${VALID_RUNS} valid + ${INVALID_RUNS} invalid runs per operation`);

/**
 * Operations whose valid input cannot succeed in this app: they need a service it runs without.
 * openapi-properties-services.test.ts runs them with a local Stripe stand-in, where they must succeed.
 */
const NEEDS_OUTSIDE_SERVICE: Record<string, string> = {
  'POST /api/v1/subscriptions/webhook': 'billing is off: no webhook secret to verify against',
  'POST /api/v1/subscriptions/create-portal-session': 'billing is off: every account has full access',
};

const t = await createTestApp();
const world = await createWorld(t);
const operations = operationsOf(await readOpenApi(t.app));
const { exercise, summary } = createExerciser();

afterAll(async () => {
  console.log(`[openapi-properties] ${operations.length} operations, ${summary()}; plus ${world.setupRequests} setup requests`);
  await t.close();
});

describe('the property suite covers the whole document', () => {
  it('has a source of real values for every templated path, and no stale entries', () => {
    const templated = new Set(operations.filter((operation) => pathParameters(operation).length > 0).map((operation) => operation.path));
    expect(templated.size).toBeGreaterThanOrEqual(6);
    for (const path of templated) expect(PATH_SOURCES[path], `${path} has no entry in PATH_SOURCES`).toBeDefined();
    for (const path of Object.keys(PATH_SOURCES)) expect(templated, `PATH_SOURCES has a stale entry ${path}`).toContain(path);
    const keys = new Set(operations.map((operation) => operation.key));
    for (const key of [...PUBLIC_OPERATIONS, ...Object.keys(NEEDS_OUTSIDE_SERVICE)]) expect(keys, `stale entry ${key}`).toContain(key);
  });
});

describe('every operation of the OpenAPI document under generated input', () => {
  it.each(operations.map((operation) => [operation.key, operation] as const))('%s', async (_key, operation) => {
    let successes = 0;
    await fc.assert(
      fc.asyncProperty(validPlan(world, operation), async (plan) => {
        if ((await exercise(world, operation, plan)) < 300) successes += 1;
      }),
      { numRuns: VALID_RUNS, seed: SEED },
    );
    const invalid = invalidPlan(world, operation);
    if (invalid) {
      await fc.assert(
        fc.asyncProperty(invalid, async (plan) => {
          await exercise(world, operation, plan);
        }),
        { numRuns: INVALID_RUNS, seed: SEED },
      );
    }
    if (NEEDS_OUTSIDE_SERVICE[operation.key]) {
      expect(successes, `${operation.key} succeeded without its outside service`).toBe(0);
    } else {
      expect(successes, `${operation.key} never succeeded on valid input: its handler never really ran`).toBeGreaterThan(0);
    }
  });
});

describe('what the properties found, pinned', () => {
  it('a NUL in the sign-in address is refused (422), not looked up (it was a 500 from PostgreSQL)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: 'nul\u0000byte@example.org', password: 'whatever it is' }).toString(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ loc: ['body', 'username'], msg: 'Enter a valid email address.' }]);
  });

  it('the public config answers 200 with the default support address unset (it was a 500), never showing support@localhost', async () => {
    expect(t.ctx.config.supportEmail).toBe('support@localhost');
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/public/config' });
    expect(response.statusCode).toBe(200);
    // A self-hosted server that set no address has none to show (issue 18).
    expect(response.json()).toEqual({ support_email: null });
  });
});
