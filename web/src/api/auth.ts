import {
  botChallengeResponse,
  messageResponse,
  tokenResponse,
  type BotChallengeResponse,
  type MessageResponse,
  type RegisterRequest,
  type TokenResponse,
  type UserResponse,
} from '@ladder/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './client';
import { fetchMe } from './users';

export interface Credentials {
  email: string;
  password: string;
}

/** Spec §7: form-encoded, the e-mail travels as `username`. */
export function login({ email, password }: Credentials): Promise<TokenResponse> {
  return apiRequest('/auth/login', { form: { username: email, password }, token: null, schema: tokenResponse });
}

export function register(request: RegisterRequest): Promise<MessageResponse> {
  return apiRequest('/auth/register', { json: request, token: null, schema: messageResponse });
}

export function resendVerification(email: string): Promise<MessageResponse> {
  return apiRequest('/auth/resend-verification', { json: { email }, token: null, schema: messageResponse });
}

export function verifyEmail(token: string): Promise<MessageResponse> {
  return apiRequest(`/auth/verify-email/${encodeURIComponent(token)}`, { token: null, schema: messageResponse });
}

/** Trades the current token for a new one; the old one stops working. */
export function refreshSession(): Promise<TokenResponse> {
  return apiRequest('/auth/refresh', { method: 'POST', schema: tokenResponse });
}

export function logout(token: string): Promise<void> {
  return apiRequest('/auth/logout', { method: 'POST', token });
}

/**
 * The bot-check challenge is returned exactly as received: the ALTCHA answer must
 * echo the challenge object byte for byte, so the zod parse only validates it.
 */
export async function fetchBotChallenge(signal?: AbortSignal): Promise<BotChallengeResponse> {
  const raw = await apiRequest<unknown>('/auth/bot-challenge', { token: null, signal });
  botChallengeResponse.parse(raw);
  return raw as BotChallengeResponse;
}

export interface SignedIn {
  tokens: TokenResponse;
  /** Null when the user record could not be read; intake then counts as not complete (spec §4 Login). */
  user: UserResponse | null;
}

export function useLogin() {
  return useMutation({
    mutationFn: async (credentials: Credentials): Promise<SignedIn> => {
      const tokens = await login(credentials);
      const user = await fetchMe({ token: tokens.access_token }).catch((error: unknown) => {
        console.error('Could not load the user after login', error);
        return null;
      });
      return { tokens, user };
    },
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}

export type RegisterInput = Omit<RegisterRequest, 'recaptcha_token'>;

/** `getBotToken` runs inside the mutation so the button stays busy while the bot check answers. */
export function useRegister(getBotToken: () => Promise<string | null>) {
  return useMutation({
    mutationFn: async (input: RegisterInput) => register({ ...input, recaptcha_token: await getBotToken() }),
  });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}

export function useRefreshSession() {
  return useMutation({ mutationFn: refreshSession });
}
