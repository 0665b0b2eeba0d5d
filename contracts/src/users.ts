import { z } from 'zod';
import { newPassword } from './auth';

/** docs/product.md §58 "User" plus the id and creation time the issue asks for. */
export const userResponse = z.object({
  id: z.string(),
  email: z.string(),
  completed_onboarding: z.boolean(),
  accepted_tos: z.boolean(),
  created_at: z.string(),
});
export type UserResponse = z.infer<typeof userResponse>;

export const changePasswordRequest = z.object({
  current_password: z.string().min(1, 'Current password is required.').max(1024),
  new_password: newPassword,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

export const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
});
export type HealthResponse = z.infer<typeof healthResponse>;
