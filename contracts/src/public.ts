import { z } from 'zod';

/**
 * What public pages show that the operator configures at run time (GET /api/v1/public/config). The
 * address is checked as HTML forms check one (no top-level domain required), so the default
 * SUPPORT_EMAIL, support@localhost, passes: zod's stricter default made this answer a 500. It is null
 * when the operator has set no address anyone could write to (unset, or @localhost: issue 18).
 */
export const publicConfigResponse = z.object({ support_email: z.email({ pattern: z.regexes.html5Email }).nullable() });
export type PublicConfigResponse = z.infer<typeof publicConfigResponse>;
