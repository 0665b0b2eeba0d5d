import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small local server that answers the Stripe API calls we make (form-encoded requests, JSON
 * objects back, Stripe's error shape otherwise), recording each request. The official SDK is
 * pointed at it through STRIPE_API_BASE.
 */
export interface StripeRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  headers: http.IncomingHttpHeaders;
}

export class FakeStripeServer {
  readonly requests: StripeRequest[] = [];
  private server: http.Server | null = null;
  private counter = 0;
  url = '';

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        const form = new URLSearchParams(raw);
        this.requests.push({ method: req.method ?? '', path, form, headers: req.headers });
        const id = (prefix: string) => `${prefix}_test${(this.counter += 1)}`;
        const send = (status: number, body: object) => {
          res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
          res.end(JSON.stringify(body));
        };
        if (req.headers.authorization !== 'Bearer sk_test_ladder') {
          return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
        }
        if (req.method === 'POST' && path === '/v1/customers') {
          return send(200, { id: id('cus'), object: 'customer', email: form.get('email'), metadata: { user_id: form.get('metadata[user_id]') } });
        }
        if (req.method === 'POST' && path === '/v1/checkout/sessions') {
          const session = id('cs');
          return send(200, { id: session, object: 'checkout.session', mode: form.get('mode'), url: `https://checkout.stripe.test/c/pay/${session}` });
        }
        if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
          const session = id('bps');
          return send(200, { id: session, object: 'billing_portal.session', customer: form.get('customer'), url: `https://billing.stripe.test/p/session/${session}` });
        }
        return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path}).` } });
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  last(path: string): StripeRequest | undefined {
    return this.requests.filter((request) => request.path === path).at(-1);
  }

  count(path: string): number {
    return this.requests.filter((request) => request.path === path).length;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
