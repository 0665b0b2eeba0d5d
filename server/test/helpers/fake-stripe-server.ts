import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small local server that answers the Stripe API calls we make the way Stripe does: form-encoded
 * requests with a Bearer key, JSON objects back, and Stripe's error shape otherwise (404
 * `resource_missing` for an unknown or already cancelled subscription or deleted customer). It
 * records each request, keeps the customers and subscriptions it made, and can be told to fail
 * like an outage. The official SDK is pointed at it through STRIPE_API_BASE.
 */
export interface StripeRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  headers: http.IncomingHttpHeaders;
}

export const FAKE_STRIPE_KEY = 'sk_test_ladder';

/** A subscription object as the API and webhooks carry it (API version 2025-03-31 and later). */
export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  cancellation_details: { comment: null; feedback: null; reason: string | null };
  collection_method: 'charge_automatically';
  created: number;
  start_date: number;
  currency: 'usd';
  livemode: false;
  latest_invoice: string;
  metadata: Record<string, string>;
  trial_start: number | null;
  trial_end: number | null;
  items: {
    object: 'list';
    data: Array<{
      id: string;
      object: 'subscription_item';
      created: number;
      current_period_start: number;
      current_period_end: number;
      quantity: number;
      subscription: string;
      price: { id: string; object: 'price'; currency: 'usd'; unit_amount: number; recurring: { interval: 'month'; interval_count: 1 } };
    }>;
    has_more: false;
    url: string;
  };
}

interface CheckoutRecord {
  id: string;
  customer: string | null;
  clientReferenceId: string | null;
  price: string | null;
  metadata: Record<string, string>;
  trialEnd: number | null;
}

type Failure = { status: number | 'connection'; remaining: number };

const DAY = 86_400;

export class FakeStripeServer {
  readonly requests: StripeRequest[] = [];
  readonly customers = new Map<string, { id: string; deleted: boolean }>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  /** The prices GET /v1/prices/{id} knows (the plan's price, as the Dashboard would have made it). */
  readonly prices = new Map<string, { unit_amount: number | null; currency: string; recurring: { interval: string; interval_count: number } | null }>([
    ['price_monthly', { unit_amount: 799, currency: 'usd', recurring: { interval: 'month', interval_count: 1 } }],
  ]);
  private readonly checkouts = new Map<string, CheckoutRecord>();
  private readonly answeredOk = new WeakSet<StripeRequest>();
  private server: http.Server | null = null;
  private counter = 0;
  private failure: Failure | null = null;
  url = '';
  /** Stripe's clock: tests that move their own clock point this at it. */
  now: () => Date = () => new Date();

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => this.answer(req, res, raw));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** The next `times` requests fail: with an HTTP status and Stripe's api_error, or by dropping the connection. */
  failNext(status: number | 'connection', times = Number.POSITIVE_INFINITY): void {
    this.failure = { status, remaining: times };
  }

  recover(): void {
    this.failure = null;
  }

  last(path: string): StripeRequest | undefined {
    return this.requests.filter((request) => request.path === path).at(-1);
  }

  count(path: string, method?: string): number {
    return this.requests.filter((request) => request.path === path && (!method || request.method === method)).length;
  }

  /** Subscriptions this server cancelled (in order), and customers it deleted. */
  get cancelled(): string[] {
    return this.succeeded('DELETE', '/v1/subscriptions/');
  }

  get deletedCustomers(): string[] {
    return this.succeeded('DELETE', '/v1/customers/');
  }

  /**
   * What Stripe does when a person pays on a Checkout page: creates the subscription (trialing when
   * the session asked for a trial) and completes the session. Returns both objects as webhooks carry them.
   */
  completeCheckout(sessionId: string, options: { status?: string; customer?: string } = {}) {
    const checkout = this.checkouts.get(sessionId);
    if (!checkout) throw new Error(`no Checkout session ${sessionId}`);
    const customer = checkout.customer ?? options.customer ?? this.createCustomer().id;
    const subscription = this.createSubscription({
      customer,
      metadata: checkout.metadata,
      status: options.status ?? (checkout.trialEnd ? 'trialing' : 'active'),
      trialEnd: checkout.trialEnd,
      price: checkout.price ?? 'price_monthly',
    });
    const session = {
      id: checkout.id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: checkout.trialEnd ? 'no_payment_required' : 'paid',
      client_reference_id: checkout.clientReferenceId,
      customer,
      subscription: subscription.id,
      metadata: {},
      livemode: false,
      created: this.seconds(),
    };
    return { session, subscription };
  }

  /** A subscription as Stripe holds it, for a customer (created by Checkout, the Dashboard or the API). */
  createSubscription(options: { customer: string; metadata?: Record<string, string>; status?: string; trialEnd?: number | null; price?: string }): FakeSubscription {
    const now = this.seconds();
    const id = this.id('sub');
    const periodEnd = options.trialEnd ?? now + 30 * DAY;
    const subscription: FakeSubscription = {
      id,
      object: 'subscription',
      customer: options.customer,
      status: options.status ?? 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      cancellation_details: { comment: null, feedback: null, reason: null },
      collection_method: 'charge_automatically',
      created: now,
      start_date: now,
      currency: 'usd',
      livemode: false,
      latest_invoice: this.id('in'),
      metadata: options.metadata ?? {},
      trial_start: options.trialEnd ? now : null,
      trial_end: options.trialEnd ?? null,
      items: {
        object: 'list',
        data: [
          {
            id: this.id('si'),
            object: 'subscription_item',
            created: now,
            current_period_start: now,
            current_period_end: periodEnd,
            quantity: 1,
            subscription: id,
            price: { id: options.price ?? 'price_monthly', object: 'price', currency: 'usd', unit_amount: 799, recurring: { interval: 'month', interval_count: 1 } },
          },
        ],
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
      },
    };
    this.subscriptions.set(id, subscription);
    return structuredClone(subscription);
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }

  private answer(req: http.IncomingMessage, res: http.ServerResponse, raw: string) {
    const method = req.method ?? '';
    const path = (req.url ?? '').split('?')[0] ?? '';
    const form = new URLSearchParams(raw);
    const request: StripeRequest = { method, path, form, headers: req.headers };
    this.requests.push(request);
    const send = (status: number, body: object) => {
      if (status < 300) this.answeredOk.add(request);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': this.id('req') });
      res.end(JSON.stringify(body));
    };
    const missing = (kind: string, id: string) =>
      send(404, {
        error: {
          code: 'resource_missing',
          doc_url: 'https://stripe.com/docs/error-codes/resource-missing',
          message: `No such ${kind}: '${id}'`,
          param: 'id',
          type: 'invalid_request_error',
        },
      });

    if (this.failure && this.failure.remaining > 0) {
      this.failure.remaining -= 1;
      if (this.failure.status === 'connection') return req.socket.destroy();
      return send(this.failure.status, { error: { type: 'api_error', message: 'An unknown error occurred while processing your request.' } });
    }
    if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
    }
    if (method === 'POST' && !req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      return send(400, { error: { type: 'invalid_request_error', message: 'Invalid request: bodies must be form-encoded.' } });
    }

    const [, version, resource, rawId] = path.split('/');
    const id = rawId === undefined ? undefined : decodeURIComponent(rawId);
    if (version !== 'v1') return this.unrecognized(send, method, path);

    if (method === 'GET' && resource === 'prices' && id) {
      const price = this.prices.get(id);
      if (!price) return missing('price', id);
      return send(200, { id, object: 'price', active: true, livemode: false, type: price.recurring ? 'recurring' : 'one_time', ...price });
    }
    if (method === 'POST' && path === '/v1/customers') {
      const customer = this.createCustomer();
      return send(200, { id: customer.id, object: 'customer', email: form.get('email'), metadata: { user_id: form.get('metadata[user_id]') }, livemode: false });
    }
    if (method === 'DELETE' && resource === 'customers' && id) {
      const customer = this.customers.get(id);
      if (!customer || customer.deleted) return missing('customer', id);
      customer.deleted = true;
      // Deleting a customer also cancels its subscriptions (docs.stripe.com/api/customers/delete).
      for (const subscription of this.subscriptions.values()) {
        if (subscription.customer === id && subscription.status !== 'canceled') this.cancel(subscription);
      }
      return send(200, { id, object: 'customer', deleted: true });
    }
    if (method === 'DELETE' && resource === 'subscriptions' && id) {
      const subscription = this.subscriptions.get(id);
      // Stripe answers a cancelled subscription as if it no longer existed.
      if (!subscription || subscription.status === 'canceled' || subscription.status === 'incomplete_expired') return missing('subscription', id);
      this.cancel(subscription);
      return send(200, subscription);
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const session = this.id('cs');
      const trialEnd = form.get('subscription_data[trial_end]');
      this.checkouts.set(session, {
        id: session,
        customer: form.get('customer'),
        clientReferenceId: form.get('client_reference_id'),
        price: form.get('line_items[0][price]'),
        metadata: form.get('subscription_data[metadata][user_id]') ? { user_id: form.get('subscription_data[metadata][user_id]')! } : {},
        trialEnd: trialEnd ? Number(trialEnd) : null,
      });
      return send(200, { id: session, object: 'checkout.session', mode: form.get('mode'), url: `https://checkout.stripe.test/c/pay/${session}` });
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const session = this.id('bps');
      return send(200, { id: session, object: 'billing_portal.session', customer: form.get('customer'), url: `https://billing.stripe.test/p/session/${session}` });
    }
    return this.unrecognized(send, method, path);
  }

  private unrecognized(send: (status: number, body: object) => void, method: string, path: string) {
    return send(404, {
      error: {
        message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
        type: 'invalid_request_error',
      },
    });
  }

  private cancel(subscription: FakeSubscription) {
    const now = this.seconds();
    Object.assign(subscription, {
      status: 'canceled',
      canceled_at: now,
      ended_at: now,
      cancellation_details: { comment: null, feedback: null, reason: 'cancellation_requested' },
    });
  }

  private createCustomer() {
    const customer = { id: this.id('cus'), deleted: false };
    this.customers.set(customer.id, customer);
    return customer;
  }

  /** Paths of `method` requests under `prefix` that Stripe answered with success. */
  private succeeded(method: string, prefix: string): string[] {
    return this.requests
      .filter((request) => request.method === method && request.path.startsWith(prefix) && this.answeredOk.has(request))
      .map((request) => decodeURIComponent(request.path.slice(prefix.length)));
  }

  private seconds(): number {
    return Math.floor(this.now().getTime() / 1000);
  }

  private id(prefix: string): string {
    return `${prefix}_test${(this.counter += 1)}`;
  }
}
