/**
 * The schemas of the calls that sign-in, registration and the session make. The app's first screen
 * (/login) does not download zod: these arrive on first use, while the request is on its way
 * (`apiRequest`'s lazy `schema`, through `lazy-schemas.ts`). Screens that load on demand import the
 * contracts directly.
 */
export { loginResponse, messageResponse, tokenResponse, userResponse } from '@ladder/contracts';
