import type { UserResponse } from '@ladder/contracts';
import type { users } from '../../db/schema';

/** The only shape in which a user leaves the server (no hash, no internal columns). */
export function presentUser(user: typeof users.$inferSelect): UserResponse {
  return {
    id: user.id,
    email: user.email,
    completed_onboarding: user.completedOnboarding,
    accepted_tos: user.acceptedTosAt !== null,
    created_at: user.createdAt.toISOString(),
  };
}
