import http from 'node:http';
import https from 'node:https';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { AppContext } from '../../context';
import { pushSubscriptions } from '../../db/schema';
import { checkEndpointForSending, EndpointRefusedError, guardedLookup, type EndpointPolicy } from './endpoint-guard';
import { listPushSubscriptions } from './subscriptions';
import type { VapidKeys } from './vapid';

/** What the service worker shows (web/public/sw.js). Never health text: see reminders/messages.ts. */
export interface PushMessage {
  title: string;
  body: string;
  /** A path of the app the notification opens. */
  url: string;
  /** A newer notification with the same tag replaces the older one on the device. */
  tag: string;
}

export interface PushOptions {
  /** Seconds the push service keeps an undelivered message (a reminder hours late is only noise). */
  ttlSeconds: number;
  /** Push services replace an undelivered message of the same topic (RFC 8030 §5.4). */
  topic: string;
}

/** sent: accepted by the push service; gone: 404/410, the browser unsubscribed; failed: anything else. */
export type PushOutcome = 'sent' | 'gone' | 'failed' | 'refused';

const TIMEOUT_MS = 10_000;

/**
 * Encrypts (RFC 8291, aes128gcm) and signs (VAPID, RFC 8292) with the web-push library, then sends
 * with our own request, so the connection goes through the address guard: web-push's own transport
 * has no hook for the addresses a name resolves to, and no http for the local stand-in.
 */
export async function sendPush(
  deps: { vapid: VapidKeys; policy: EndpointPolicy },
  subscription: { endpoint: string; p256dh: string; auth: string },
  message: PushMessage,
  options: PushOptions,
): Promise<{ outcome: PushOutcome; status?: number }> {
  let url: URL;
  try {
    url = checkEndpointForSending(subscription.endpoint, deps.policy);
  } catch (error) {
    if (error instanceof EndpointRefusedError) return { outcome: 'refused' };
    throw error;
  }
  const details = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(message),
    {
      vapidDetails: deps.vapid,
      TTL: options.ttlSeconds,
      topic: options.topic,
      urgency: 'normal',
      contentEncoding: 'aes128gcm',
    },
  );
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: details.headers as http.OutgoingHttpHeaders,
        lookup: guardedLookup(url.protocol, deps.policy) as never,
        timeout: TIMEOUT_MS,
        agent: false,
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve({ outcome: 'sent', status });
          else resolve({ outcome: status === 404 || status === 410 ? 'gone' : 'failed', status });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('The push service did not answer in time.')));
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ outcome: error.code === 'EPUSHREFUSED' ? 'refused' : 'failed' }));
    request.end(details.body);
  });
}

/**
 * Sends a message to every browser the person turned push on in. A subscription the push service
 * says is gone is removed; other failures are logged with the push service's host only (the
 * endpoint itself is a capability) and left for the next reminder.
 */
export async function sendPushToUser(ctx: AppContext, userId: string, message: PushMessage, options: PushOptions): Promise<PushOutcome[]> {
  const subscriptions = await listPushSubscriptions(ctx, userId);
  const policy = { allowLocal: ctx.config.push.allowLocalEndpoints };
  return Promise.all(
    subscriptions.map(async (subscription) => {
      const { outcome, status } = await sendPush({ vapid: ctx.vapid, policy }, subscription, message, options).catch(() => ({
        outcome: 'failed' as const,
        status: undefined,
      }));
      if (outcome === 'gone') {
        await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
      } else if (outcome !== 'sent') {
        ctx.logger.warn({ pushHost: new URL(subscription.endpoint).host, outcome, status }, 'a push was not delivered');
      }
      return outcome;
    }),
  );
}
