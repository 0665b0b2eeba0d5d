import type Stripe from 'stripe';

/** Stripe times are Unix seconds. */
export const seconds = (value: number | null | undefined) => (typeof value === 'number' ? new Date(value * 1000) : null);

/** A reference Stripe sends either as an id or, expanded, as the object. */
export const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : typeof value?.id === 'string' ? value.id : null;

/**
 * The subscription an invoice bills: `parent.subscription_details.subscription` since API version
 * 2025-03-31 (basil), `subscription` before it; webhooks use the version of the endpoint.
 */
export function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(invoice.parent?.subscription_details?.subscription ?? legacy);
}
