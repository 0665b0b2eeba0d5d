import {
  totpEnableResponse,
  totpSetupResponse,
  totpStatusResponse,
  messageResponse,
  type TotpEnableResponse,
  type TotpSetupResponse,
  type TotpStatusResponse,
} from '@ladder/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client';
import { securityActivityQueryKey } from './security';
import { meQueryKey } from './users';

export type { TotpEnableResponse, TotpSetupResponse, TotpStatusResponse } from '@ladder/contracts';

/** Two-step sign-in (TOTP) under Settings → Security (decision 018). */
export const totpStatusQueryKey = [...meQueryKey, 'totp'] as const;

export function fetchTotpStatus(): Promise<TotpStatusResponse> {
  return apiRequest('/users/me/totp', { schema: totpStatusResponse });
}

export function useTotpStatus() {
  return useQuery({ queryKey: totpStatusQueryKey, queryFn: fetchTotpStatus });
}

/** A new secret to scan; the screen always sends the password (the server asks for it after 10 minutes). */
export function startTotpSetup(password: string): Promise<TotpSetupResponse> {
  return apiRequest('/users/me/totp/setup', { json: { password }, schema: totpSetupResponse });
}

export function useStartTotpSetup() {
  return useMutation({ mutationFn: startTotpSetup });
}

/** Turns two-step sign-in on with a code from the new secret; the recovery codes come back once. */
export function enableTotp(code: string): Promise<TotpEnableResponse> {
  return apiRequest('/users/me/totp/enable', { json: { code }, schema: totpEnableResponse });
}

export function useEnableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTotp,
    onSuccess: ({ recovery_codes }) => {
      queryClient.setQueryData<TotpStatusResponse>(totpStatusQueryKey, { enabled: true, recovery_codes_left: recovery_codes.length });
      void queryClient.invalidateQueries({ queryKey: securityActivityQueryKey });
    },
  });
}

export function disableTotp(password: string): Promise<void> {
  return apiRequest('/users/me/totp/disable', { json: { password }, schema: messageResponse }).then(() => undefined);
}

export function useDisableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTotp,
    onSuccess: () => {
      queryClient.setQueryData<TotpStatusResponse>(totpStatusQueryKey, { enabled: false, recovery_codes_left: 0 });
      void queryClient.invalidateQueries({ queryKey: securityActivityQueryKey });
    },
  });
}
