import { messageResponse, type MessageResponse } from '@ladder/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './client';

/** "Forgot your password?": the same answer for every address, known or not. */
export function requestPasswordReset(email: string): Promise<MessageResponse> {
  return apiRequest('/auth/forgot-password', { json: { email }, token: null, schema: messageResponse });
}

/** Sets a new password from the mailed link; every session of the account ends. */
export function resetPassword(input: { token: string; newPassword: string }): Promise<MessageResponse> {
  return apiRequest('/auth/reset-password', {
    json: { token: input.token, new_password: input.newPassword },
    token: null,
    schema: messageResponse,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
