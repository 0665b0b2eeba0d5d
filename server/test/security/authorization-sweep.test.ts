import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signedInUser } from '../helpers/factories';
import { operationsOf, readOpenApi } from '../helpers/openapi';

/**
 * Every endpoint of the OpenAPI document that takes an id: another person's id answers 404 and
 * changes nothing. A new id route without an entry below fails the sweep, so none is forgotten.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof signedInUser>>;
const call = (person: Person, method: string, url: string, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers: person.headers, ...(payload ? { payload } : {}) });

const progress = { anxiety_level_pre: 5, anxiety_level_post: 3, duration_minutes: 10, notes: 'x' };
const BODIES: Record<string, object | undefined> = {
  'POST /api/v1/erp-exposures/exposures/{id}/start': { anxiety_level: 5 },
  'POST /api/v1/erp-exposures/exposures/{id}/progress': progress,
};
/** Which of the owner's resources each id route is about. */
const RESOURCE: Record<string, 'exposure' | 'assignment' | 'session' | 'urge'> = {
  '/api/v1/erp-exposures/exposures/{id}': 'exposure',
  '/api/v1/erp-exposures/exposures/{id}/start': 'exposure',
  '/api/v1/erp-exposures/exposures/{id}/progress': 'exposure',
  '/api/v1/erp-exposures/exposures/{id}/sessions': 'exposure',
  '/api/v1/assignments/{id}/complete': 'assignment',
  '/api/v1/users/me/sessions/{id}': 'session',
  '/api/v1/urges/{id}': 'urge',
};

describe('authorization sweep', () => {
  it("answers 404 to another person's id on every id endpoint and changes nothing", async () => {
    const owner = await signedInUser(t);
    const stranger = await signedInUser(t);
    const exposure = (
      await call(owner, 'POST', '/api/v1/erp-exposures/exposures', { title: 'Mine', description: 'Only mine. Do not check.', fear_level: 5 })
    ).json();
    const [assignment] = (await call(owner, 'GET', '/api/v1/assignments/pending')).json();
    const [ownSignIn] = (await call(owner, 'GET', '/api/v1/users/me/sessions')).json().sessions;
    const urge = (await call(owner, 'POST', '/api/v1/urges', { compulsion: 'Checking the lock', outcome: 'done', note: 'Mine' })).json();
    const ids = { exposure: exposure.id as string, assignment: assignment.id as string, session: ownSignIn.id as string, urge: urge.id as string };
    const before = (await call(owner, 'GET', '/api/v1/users/me/export')).json();

    const idRoutes = operationsOf(await readOpenApi(t.app)).filter(({ path }) => path.includes('{id}'));
    expect(idRoutes.length).toBeGreaterThanOrEqual(5);

    for (const { path, method } of idRoutes) {
      const resource = RESOURCE[path];
      expect(resource, `${method} ${path} has no entry in the sweep`).toBeDefined();
      const url = path.replace('{id}', ids[resource!]);
      const response = await call(stranger, method, url, BODIES[`${method} ${path}`]);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(typeof response.json().detail).toBe('string');
      expect(response.json().code, `${method} ${path}`).toBe('not_found');
      // An id that is not an id (refused by the route's z.uuid() schema) answers exactly the same: a
      // prober learns nothing from the difference (decision 034).
      for (const malformed of ['not-an-id', '1', `${ids[resource!]}x`, '11111111-1111-1111-1111-111111111111']) {
        const refused = await call(stranger, method, path.replace('{id}', malformed), BODIES[`${method} ${path}`]);
        expect(refused.statusCode, `${method} ${path} with ${malformed}`).toBe(404);
        expect(refused.json(), `${method} ${path} with ${malformed}`).toEqual(response.json());
      }
    }

    // The owner's sign-in survived the stranger's attempt to end it (the export below needs it).
    const after = (await call(owner, 'GET', '/api/v1/users/me/export')).json();
    expect({ ...after, exported_at: null }).toEqual({ ...before, exported_at: null });
  });
});
