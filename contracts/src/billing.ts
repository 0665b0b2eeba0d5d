import { z } from 'zod';

/** docs/product.md §52 "Subscription status". Statuses other than these are shown the generic banner. */
export const SUBSCRIPTION_STATUSES = ['active', 'lifetime', 'trial', 'expired', 'none'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const subscriptionStatusResponse = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  type: z.string().nullable(),
  trial_days_remaining: z.number().int().nullable(),
});
export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusResponse>;

/** docs/product.md §53: these statuses may start exposures, add custom ones and generate. */
export function allowsPractice(status: string | null | undefined): boolean {
  return status === 'active' || status === 'trial' || status === 'lifetime';
}

/** docs/product.md §54 "Portal session": portal_url for a subscriber, else checkout_url. */
export const portalSessionResponse = z.union([z.object({ portal_url: z.string() }), z.object({ checkout_url: z.string() })]);
export type PortalSessionResponse = z.infer<typeof portalSessionResponse>;
