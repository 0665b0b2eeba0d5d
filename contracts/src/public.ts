import { z } from 'zod';

/**
 * What public pages show that the operator configures at run time (GET /api/v1/public/config). The
 * address is checked as HTML forms check one (no top-level domain required), so the default
 * SUPPORT_EMAIL, support@localhost, passes: zod's stricter default made this answer a 500.
 */
export const publicConfigResponse = z.object({ support_email: z.email({ pattern: z.regexes.html5Email }) });
export type PublicConfigResponse = z.infer<typeof publicConfigResponse>;
