import { z } from 'zod';

/** What public pages show that the operator configures at run time (GET /api/v1/public/config). */
export const publicConfigResponse = z.object({ support_email: z.email() });
export type PublicConfigResponse = z.infer<typeof publicConfigResponse>;
