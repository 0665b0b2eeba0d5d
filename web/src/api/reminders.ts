import {
  messageResponse,
  pushSubscriptionResponse,
  reminderSettingsResponse,
  vapidPublicKeyResponse,
  type MessageResponse,
  type PushSubscriptionRequest,
  type PushSubscriptionResponse,
  type ReminderSettingsRequest,
  type ReminderSettingsResponse,
} from '@ladder/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client';
import { meQueryKey } from './users';

export type { ReminderSettingsResponse } from '@ladder/contracts';

/** The daily practice reminder and Web Push on this device (Settings → Reminders; decision 022). */
export const reminderSettingsQueryKey = [...meQueryKey, 'reminders'] as const;

export function useReminderSettings() {
  return useQuery({
    queryKey: reminderSettingsQueryKey,
    queryFn: () => apiRequest('/users/me/reminders', { schema: reminderSettingsResponse }),
  });
}

export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReminderSettingsRequest): Promise<ReminderSettingsResponse> =>
      apiRequest('/users/me/reminders', { method: 'PUT', json: settings, schema: reminderSettingsResponse }),
    onSuccess: (saved) => queryClient.setQueryData(reminderSettingsQueryKey, saved),
  });
}

export function fetchVapidPublicKey(): Promise<string> {
  return apiRequest('/push/vapid-public-key', { schema: vapidPublicKeyResponse }).then((answer) => answer.public_key);
}

export function savePushSubscription(subscription: PushSubscriptionRequest): Promise<PushSubscriptionResponse> {
  return apiRequest('/users/me/push-subscriptions', { json: subscription, schema: pushSubscriptionResponse });
}

export function removePushSubscription(endpoint: string): Promise<void> {
  return apiRequest('/users/me/push-subscriptions', { method: 'DELETE', json: { endpoint } });
}

/** The page an unsubscribe link opens: no sign-in, the token is the proof. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string): Promise<MessageResponse> =>
      apiRequest(`/reminders/unsubscribe/${encodeURIComponent(token)}`, { method: 'POST', token: null, schema: messageResponse }),
  });
}

export const pushHereQueryKey = ['push-on-this-device'] as const;

/** Whether this browser gets reminders as notifications (its own subscription, not the server's list). */
export function usePushOnThisDevice(enabled: boolean) {
  return useQuery({
    queryKey: pushHereQueryKey,
    queryFn: async () => {
      const { currentPushSubscription } = await import('../lib/push-device');
      return (await currentPushSubscription()) !== null;
    },
    enabled,
  });
}

/** Notification permission, the service worker, the browser's subscription, then the server keeps it. */
export function useTurnOnPushHere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { subscribeThisDevice } = await import('../lib/push-device');
      const subscription = await subscribeThisDevice(await fetchVapidPublicKey());
      if (!subscription.endpoint || !subscription.keys?.p256dh || !subscription.keys.auth) throw new Error('The browser gave no push keys.');
      await savePushSubscription({ endpoint: subscription.endpoint, keys: { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushHereQueryKey }),
  });
}

export function useTurnOffPushHere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { unsubscribeThisDevice } = await import('../lib/push-device');
      const endpoint = await unsubscribeThisDevice();
      if (endpoint) await removePushSubscription(endpoint);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushHereQueryKey }),
  });
}
