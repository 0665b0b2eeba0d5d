import { z } from 'zod';

/** Every error the API answers has this shape (ARCHITECTURE.md "API conventions"). */
export const errorResponse = z.object({
  detail: z.string(),
  /** A stable name for the kind of refusal where the client shows a screen of its own (safety.ts SAFETY_CODES). */
  code: z.string().optional(),
  errors: z.array(z.object({ loc: z.array(z.union([z.string(), z.number()])), msg: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;
