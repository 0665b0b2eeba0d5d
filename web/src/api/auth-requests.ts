/**
 * The account calls (spec §7) as plain functions, with no query cache: the sign-in screen, the app's
 * first download, uses them directly (docs/performance.md). auth.ts wraps them in mutations for the
 * screens that load on demand.
 */
import type {
  BotChallengeResponse,
  MessageResponse,
  RegisterRequest,
  TokenResponse,
  UserResponse,
} from '@ladder/contracts';
import { apiRequest } from './client';
import { sessionSchema } from './lazy-schemas';
import { fetchMe } from './user-requests';

export interface Credentials {
  email: string;
  password: string;
}

/** Spec §7: form-encoded, the e-mail travels as `username`. */
export function login({ email, password }: Credentials): Promise<TokenResponse> {
  return apiRequest('/auth/login', {
    form: { username: email, password },
    token: null,
    schema: sessionSchema('tokenResponse'),
  });
}

export function register(request: RegisterRequest): Promise<MessageResponse> {
  return apiRequest('/auth/register', { json: request, token: null, schema: sessionSchema('messageResponse') });
}

export function resendVerification(email: string): Promise<MessageResponse> {
  return apiRequest('/auth/resend-verification', {
    json: { email },
    token: null,
    schema: sessionSchema('messageResponse'),
  });
}

export function verifyEmail(token: string): Promise<MessageResponse> {
  return apiRequest(`/auth/verify-email/${encodeURIComponent(token)}`, {
    token: null,
    schema: sessionSchema('messageResponse'),
  });
}

/** Trades the current token for a new one; the old one stops working. */
export function refreshSession(): Promise<TokenResponse> {
  return apiRequest('/auth/refresh', { method: 'POST', schema: sessionSchema('tokenResponse') });
}

export function logout(token: string): Promise<void> {
  return apiRequest('/auth/logout', { method: 'POST', token });
}

/**
 * The bot-check challenge is returned exactly as received: the ALTCHA answer must
 * echo the challenge object byte for byte, so the zod parse only validates it.
 */
export async function fetchBotChallenge(signal?: AbortSignal): Promise<BotChallengeResponse> {
  const [raw, schemas] = await Promise.all([
    apiRequest<unknown>('/auth/bot-challenge', { token: null, signal }),
    import('./session-schemas'),
  ]);
  schemas.botChallengeResponse.parse(raw);
  return raw as BotChallengeResponse;
}

export interface SignedIn {
  tokens: TokenResponse;
  /** Null when the user record could not be read; intake then counts as not complete (spec §4 Login). */
  user: UserResponse | null;
}

/** Spec §4 Login: the token, then the user record with it; a failure of the second is only logged. */
export async function signInWith(credentials: Credentials): Promise<SignedIn> {
  const tokens = await login(credentials);
  const user = await fetchMe({ token: tokens.access_token }).catch((error: unknown) => {
    console.error('Could not load the user after login', error);
    return null;
  });
  return { tokens, user };
}
