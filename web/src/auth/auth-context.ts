import type { TokenResponse, UserResponse } from '@ladder/contracts';
import { createContext, useContext } from 'react';

import type { IntakeStatus } from './session-state';

export type { IntakeStatus };

export interface AuthContextValue {
  token: string | null;
  expiresAt: number | null;
  user: UserResponse | null;
  intake: IntakeStatus;
  /** Stores the session after login (docs/product.md §14 Login). */
  signIn: (tokens: TokenResponse, user: UserResponse | null) => void;
  /** Stores a refreshed token and its new expiry. */
  renewSession: (tokens: TokenResponse) => void;
  /** Ends the session here and on the server, then goes to /login. */
  logout: () => void;
  /** Ends the session on this device only, for one the server has already ended (a deleted account). */
  forgetSession: () => void;
  /**
   * Ends a sign-in that ran out or that the server no longer knows (a 401), without the person asking:
   * unlike the two above, a practice in progress stays kept on this device (auth/kept-practice.ts).
   */
  expire: () => void;
  /**
   * Records a finished intake for this session (docs/product.md §29 "Complete Onboarding"): sets the stored
   * flag at once; `user` is the server's updated record when there is one.
   */
  markIntakeComplete: (user?: UserResponse) => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
