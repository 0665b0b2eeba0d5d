import type { RegisterRequest } from '@ladder/contracts';
import { useMutation } from '@tanstack/react-query';
import { refreshSession, register, resendVerification, signInWith, verifyEmail } from './auth-requests';

export * from './auth-requests';

export function useLogin() {
  return useMutation({
    mutationFn: signInWith,
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
