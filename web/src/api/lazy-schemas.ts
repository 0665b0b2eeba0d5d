import type { LazyValidator, Validator } from './client';
import type * as sessionSchemas from './session-schemas';

type SessionSchemas = typeof sessionSchemas;

/** `schema` for `apiRequest`: one of session-schemas.ts, downloaded (with zod) on first use. */
export function sessionSchema<K extends keyof SessionSchemas>(
  name: K,
): LazyValidator<SessionSchemas[K] extends Validator<infer T> ? T : never> {
  return () => import('./session-schemas').then((schemas) => schemas[name] as never);
}
