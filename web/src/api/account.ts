import {
  accountExport,
  changePasswordResponse,
  signOutOthersResponse,
  type AccountExport,
  type ChangePasswordRequest,
  type ChangePasswordResponse,
} from '@ladder/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client';
import { meQueryKey } from './users';

export type { AccountExport, ChangePasswordResponse, ExportedExposure, ExportedSession } from '@ladder/contracts';

export const accountExportQueryKey = [...meQueryKey, 'export'] as const;

/** Every session ends; the answer carries a fresh token that keeps this device signed in. */
export function changePassword(request: ChangePasswordRequest): Promise<ChangePasswordResponse> {
  return apiRequest('/users/me/change-password', { json: request, schema: changePasswordResponse });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

/** Revokes every other session of this account; answers how many there were. */
export async function signOutOtherDevices(): Promise<number> {
  const result = await apiRequest('/users/me/sign-out-others', { method: 'POST', schema: signOutOthersResponse });
  return result.signed_out;
}

export function useSignOutOtherDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOtherDevices,
    // The list of sign-ins on the same tab shows only this browser afterwards.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...meQueryKey, 'sessions'] }),
  });
}

export interface ExportFile {
  filename: string;
  blob: Blob;
}

/** `attachment; filename="ladder-export-2026-01-05.json"` → the name, if it is a plain one. */
function filenameFrom(disposition: string | null): string | null {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  const name = match?.[1]?.trim();
  // Only a bare file name: never a path, whatever the header says.
  return name && !/[\\/]/.test(name) ? name : null;
}

function fallbackFilename(now: Date): string {
  return `ladder-export-${now.toISOString().slice(0, 10)}.json`;
}

/**
 * The whole account as the server exports it, ready to save. It goes through the one API client
 * (bearer token, error details) and is written back out as JSON, under the server's file name.
 */
export async function downloadAccountExport(): Promise<ExportFile> {
  let filename: string | null = null;
  const data = await apiRequest<unknown>('/users/me/export', {
    onResponse: (response) => {
      filename = filenameFrom(response.headers.get('Content-Disposition'));
    },
  });
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  return { filename: filename ?? fallbackFilename(new Date()), blob };
}

export function useDownloadAccountExport() {
  return useMutation({ mutationFn: downloadAccountExport });
}

export function fetchAccountExport(): Promise<AccountExport> {
  return apiRequest('/users/me/export', { schema: accountExport });
}

/** The export behind the printable report: fetched afresh when the report opens, dropped from memory when it closes. */
export function useAccountExport() {
  return useQuery({ queryKey: accountExportQueryKey, queryFn: fetchAccountExport, gcTime: 0 });
}

/** Everything is deleted at once and every session ends, this one included. */
export function deleteAccount(password: string): Promise<void> {
  return apiRequest('/users/me', { method: 'DELETE', json: { password } });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
