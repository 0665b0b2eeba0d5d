import Stripe from 'stripe';
import type { BillingConfig } from '../../config';

export type StripeClient = InstanceType<typeof Stripe>;

/** The official SDK; STRIPE_API_BASE points it at another host (tests use a local server). */
export function createStripeClient(config: Extract<BillingConfig, { mode: 'stripe' }>): StripeClient {
  const base = config.apiBase ? new URL(config.apiBase) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    telemetry: false,
    ...(base
      ? { host: base.hostname, port: base.port || (base.protocol === 'https:' ? 443 : 80), protocol: base.protocol.replace(':', '') as 'http' | 'https' }
      : {}),
  });
}
