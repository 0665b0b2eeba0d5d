import type { RegisterRequest } from '@ladder/contracts';
import { useMutation } from '@tanstack/react-query';
import { refreshSession, register, verifyEmail } from './auth-requests';

export * from './auth-requests';

// Sign-in and resending the mail have no hooks here: the sign-in screen, in the app's first download,
// calls them without the query cache (lib/useAction.ts).

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
