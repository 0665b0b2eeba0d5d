import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../src/context';
import { users } from '../../src/db/schema';
import { hashPassword } from '../../src/modules/auth/passwords';
import type { TestApp } from './test-app';

export const DEFAULT_PASSWORD = 'calm blue river stones';

export function uniqueEmail(prefix = 'person'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.org`;
}

/** A user row as registration would leave it (verified unless asked otherwise). */
export async function createUser(
  ctx: AppContext,
  options: { email?: string; password?: string; verified?: boolean } = {},
): Promise<{ id: string; email: string; password: string }> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? DEFAULT_PASSWORD;
  const [row] = await ctx.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      emailVerifiedAt: options.verified === false ? null : ctx.clock.now(),
      createdAt: ctx.clock.now(),
      updatedAt: ctx.clock.now(),
    })
    .returning({ id: users.id });
  return { id: row!.id, email, password };
}

export async function findUser(ctx: AppContext, email: string) {
  const [row] = await ctx.db.select().from(users).where(eq(users.email, email));
  return row;
}

export function loginRequest(t: TestApp, email: string, password: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ username: email, password }).toString(),
  });
}

/** Signs in through the API and returns the bearer token. */
export async function login(t: TestApp, email: string, password = DEFAULT_PASSWORD): Promise<string> {
  const response = await loginRequest(t, email, password);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<{ access_token: string }>().access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A verified, signed-in person: the starting point of most feature tests. */
export async function signedInUser(t: TestApp, options: { email?: string } = {}) {
  const user = await createUser(t.ctx, options);
  const token = await login(t, user.email);
  return { ...user, token, headers: bearer(token) };
}

export const ALL_ANSWERS = (answer: '0' | '1' | '2' | '3' | '4') => ({
  time_spent_obsessing: answer,
  obsession_interference: answer,
  obsession_distress: answer,
  obsession_resistance: answer,
  obsession_control: answer,
  time_spent_compulsing: answer,
  compulsion_interference: answer,
  compulsion_distress: answer,
  compulsion_resistance: answer,
  compulsion_control: answer,
});

/** Signs in again after the test clock moved past the session's lifetime. */
export async function refreshLogin<P extends { email: string; password: string }>(t: TestApp, person: P) {
  const token = await login(t, person.email, person.password);
  return { ...person, token, headers: bearer(token) };
}
