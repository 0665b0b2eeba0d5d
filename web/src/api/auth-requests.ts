/**
 * The account calls (docs/product.md §55) as plain functions, with no query cache: the sign-in screen, the app's
 * first download, uses them directly (docs/performance.md). auth.ts wraps them in mutations for the
 * screens that load on demand.
 */
import type {
  BotChallengeResponse,
  LoginResponse,
  MessageResponse,
  RegisterRequest,
  TokenResponse,
  UserResponse,
} from '@ladder/contracts';
import { apiRequest } from './client';
import { isBotChallenge } from '../bot-check/challenge-shape';
import { sessionSchema } from './lazy-schemas';
import { fetchMe } from './user-requests';

export interface Credentials {
  email: string;
  password: string;
}

/**
 * docs/product.md §55: form-encoded, the e-mail travels as `username`. With two-step sign-in on, the answer is
 * the second step's token instead of a session (decision 018).
 */
export function login({ email, password }: Credentials): Promise<LoginResponse> {
  return apiRequest('/auth/login', {
    form: { username: email, password },
    token: null,
    schema: sessionSchema('loginResponse'),
  });
}

/** The second step: the token the password step answered, and a code from the app or a recovery code. */
export function loginWithCode({ mfaToken, code }: SecondFactorAnswer): Promise<TokenResponse> {
  return apiRequest('/auth/login/mfa', {
    json: { mfa_token: mfaToken, code },
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
 * The bot-check challenge is returned exactly as received: the ALTCHA answer must echo the
 * challenge object byte for byte, so the check only validates it (by hand: no zod on the
 * registration screen's first view).
 */
export async function fetchBotChallenge(signal?: AbortSignal): Promise<BotChallengeResponse> {
  const raw = await apiRequest<unknown>('/auth/bot-challenge', { token: null, signal });
  if (!isBotChallenge(raw)) throw new Error('The bot check answered in a form this app does not know.');
  return raw;
}

export interface SignedIn {
  tokens: TokenResponse;
  /** Null when the user record could not be read; intake then counts as not complete (docs/product.md §14 Login). */
  user: UserResponse | null;
}

/** The password was right and the account asks for a code: the token of the second step. */
export interface SecondFactorNeeded {
  mfaToken: string;
}

export interface SecondFactorAnswer {
  mfaToken: string;
  code: string;
}

/** docs/product.md §14 Login: the token, then the user record with it; a failure of the second is only logged. */
async function withUser(tokens: TokenResponse): Promise<SignedIn> {
  const user = await fetchMe(tokens.access_token).catch((error: unknown) => {
    console.error('Could not load the user after login', error);
    return null;
  });
  return { tokens, user };
}

export async function signInWith(credentials: Credentials): Promise<SignedIn | SecondFactorNeeded> {
  const answer = await login(credentials);
  if ('mfa_required' in answer) return { mfaToken: answer.mfa_token };
  return withUser(answer);
}

/** The second step of a sign-in with two-step sign-in on; it ends like a sign-in with the password alone. */
export async function signInWithCode(answer: SecondFactorAnswer): Promise<SignedIn> {
  return withUser(await loginWithCode(answer));
}
