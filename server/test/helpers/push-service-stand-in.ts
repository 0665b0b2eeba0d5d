import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service on 127.0.0.1 that speaks the real protocol, in place of FCM or Mozilla's autopush
 * (STYLE.md: outside services are local servers, never stubs of our modules). It hands out
 * subscriptions the way a browser makes them (its own P-256 key pair and auth secret, RFC 8291) and,
 * for every push it receives, checks what a push service and the browser would:
 * - `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292): an ES256 JWT whose signature verifies with
 *   k, `aud` the endpoint's origin, `exp` in the future and within 24 hours, `sub` present;
 * - `Content-Encoding: aes128gcm` and a `TTL` (RFC 8030);
 * - a body that decrypts (RFC 8291 + RFC 8188) with the subscription's private key and auth secret.
 * A push that fails a check is answered 400 or 403, as a push service would, and kept with the reason.
 */
export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The reasons the push was refused; empty when every check passed. */
  problems: string[];
  claims: Record<string, unknown> | null;
  /** The VAPID public key (k) the push was signed with. */
  vapidKey: string | null;
  /** The decrypted payload, when it decrypted. */
  payload: string | null;
}

interface Subscriber {
  privateKey: Buffer;
  publicKey: Buffer;
  auth: Buffer;
}

export class PushServiceStandIn {
  readonly received: ReceivedPush[] = [];
  private server: http.Server | null = null;
  private readonly subscribers = new Map<string, Subscriber>();
  private waiters: Array<() => void> = [];
  /** The status the next pushes are answered with once they pass the checks (410: the browser unsubscribed). */
  answerStatus = 201;
  port = 0;

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    const server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const push = this.inspect(request, Buffer.concat(chunks));
        this.received.push(push);
        this.waiters.splice(0).forEach((wake) => wake());
        const status = push.problems.length === 0 ? this.answerStatus : push.problems.some((p) => p.startsWith('vapid')) ? 403 : 400;
        response.writeHead(status, { 'content-type': 'text/plain' }).end(push.problems.join('\n'));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** A new subscription, as PushSubscription.toJSON() gives it in a browser. */
  subscribe(): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } } {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const id = randomUUID();
    const subscriber = { privateKey: ecdh.getPrivateKey(), publicKey: ecdh.getPublicKey(), auth: randomBytes(16) };
    this.subscribers.set(id, subscriber);
    return {
      endpoint: `${this.origin}/push/${id}`,
      expirationTime: null,
      keys: { p256dh: subscriber.publicKey.toString('base64url'), auth: subscriber.auth.toString('base64url') },
    };
  }

  pushesTo(endpoint: string): ReceivedPush[] {
    const path = new URL(endpoint).pathname;
    return this.received.filter((push) => push.path === path);
  }

  async waitForPush(endpoint: string, timeoutMs = 10_000): Promise<ReceivedPush> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [push] = this.pushesTo(endpoint);
      if (push) return push;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No push reached ${endpoint}.`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  private inspect(request: http.IncomingMessage, body: Buffer): ReceivedPush {
    const path = request.url ?? '';
    const problems: string[] = [];
    const push: ReceivedPush = { path, headers: request.headers, problems, claims: null, vapidKey: null, payload: null };
    if (request.method !== 'POST') problems.push(`method ${request.method}`);
    const subscriber = this.subscribers.get(path.replace(/^\/push\//, ''));
    if (!subscriber) {
      problems.push('no such subscription');
      return push;
    }
    const vapid = verifyVapid(String(request.headers.authorization ?? ''), this.origin);
    push.claims = vapid.claims;
    push.vapidKey = vapid.key;
    problems.push(...vapid.problems.map((problem) => `vapid: ${problem}`));
    if (request.headers['content-encoding'] !== 'aes128gcm') problems.push(`Content-Encoding is ${request.headers['content-encoding']}`);
    if (!/^\d+$/.test(String(request.headers.ttl ?? ''))) problems.push('no TTL');
    try {
      push.payload = decryptAes128gcm(body, subscriber);
    } catch (error) {
      problems.push(`body: ${(error as Error).message}`);
    }
    return push;
  }
}

/** Checks a VAPID Authorization header (RFC 8292 §2, §3) and returns its claims and key. */
export function verifyVapid(authorization: string, audience: string, now = Date.now()) {
  const problems: string[] = [];
  const match = /^vapid t=([A-Za-z0-9_.-]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
  if (!match) return { problems: [`Authorization is not "vapid t=…, k=…": ${authorization.slice(0, 40)}`], claims: null, key: null };
  const [, token, key] = match as unknown as [string, string, string];
  const [headerPart, claimsPart, signaturePart] = token.split('.');
  if (!headerPart || !claimsPart || !signaturePart) return { problems: ['the JWT does not have three parts'], claims: null, key };
  const header = JSON.parse(Buffer.from(headerPart, 'base64url').toString('utf8')) as Record<string, unknown>;
  const claims = JSON.parse(Buffer.from(claimsPart, 'base64url').toString('utf8')) as Record<string, unknown>;
  if (header.alg !== 'ES256') problems.push(`alg is ${String(header.alg)}`);
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) {
    problems.push('k is not an uncompressed P-256 point');
  } else {
    const publicKey = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
      format: 'jwk',
    });
    const signed = verify('sha256', Buffer.from(`${headerPart}.${claimsPart}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signaturePart, 'base64url'));
    if (!signed) problems.push('the JWT signature does not verify with k');
  }
  if (claims.aud !== audience) problems.push(`aud is ${String(claims.aud)}, not ${audience}`);
  const exp = Number(claims.exp);
  if (!Number.isInteger(exp) || exp * 1000 <= now || exp * 1000 > now + 24 * 3600 * 1000) problems.push(`exp ${String(claims.exp)} is not within 24 hours`);
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) problems.push(`sub is ${String(claims.sub)}`);
  return { problems, claims, key };
}

/** RFC 8291 §3.4 and RFC 8188: the one-record aes128gcm body, decrypted as the browser would. */
export function decryptAes128gcm(body: Buffer, subscriber: Subscriber): string {
  if (body.length < 21 + 65 + 17) throw new Error(`too short (${body.length} bytes)`);
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  if (keyIdLength !== 65) throw new Error(`the key id is ${keyIdLength} bytes, not the sender's 65-byte public key`);
  const senderPublic = body.subarray(21, 21 + 65);
  const ciphertext = body.subarray(21 + 65);
  if (ciphertext.length > recordSize) throw new Error('more than one record');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(subscriber.privateKey);
  const sharedSecret = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscriber.publicKey, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, subscriber.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the last record does not end with the 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}
