import { randomInt } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { botCheckRedemptions } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import type { BotCheck } from './types';

/**
 * ALTCHA: a self-hosted proof of work (no third party sees the visitor). The server picks a secret
 * counter, publishes the key it derives, and the browser searches for the counter. The challenge is
 * HMAC-signed, expires, and its nonce is recorded on use so a solved challenge cannot be replayed.
 */
const CHALLENGE_MINUTES = 20;

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.string(),
      nonce: z.string().min(8).max(128),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number().optional(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: z.string(),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string(), time: z.number().optional() }),
});

export function decodeAltchaAnswer(answer: string) {
  try {
    return payloadSchema.parse(JSON.parse(Buffer.from(answer, 'base64').toString('utf8')));
  } catch {
    return null;
  }
}

export function createAltchaCheck(opts: { db: Executor; clock: Clock; secret: Buffer; maxCounter: number }): BotCheck {
  const signatureSecret = opts.secret.subarray(0, 16).toString('hex');
  const keySignatureSecret = opts.secret.subarray(16).toString('hex');
  return {
    provider: 'altcha',
    async challenge() {
      const expiresAt = Math.floor(opts.clock.now().getTime() / 1000) + CHALLENGE_MINUTES * 60;
      const challenge = await createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(0, opts.maxCounter),
        deriveKey,
        expiresAt,
        hmacSignatureSecret: signatureSecret,
        hmacKeySignatureSecret: keySignatureSecret,
      });
      return {
        provider: 'altcha',
        challenge: { parameters: { ...challenge.parameters }, signature: challenge.signature },
      };
    },
    async verify(answer) {
      if (!answer || answer.length > 20_000) return false;
      const payload = decodeAltchaAnswer(answer);
      if (!payload) return false;
      const expiresAt = payload.challenge.parameters.expiresAt;
      if (!expiresAt || expiresAt * 1000 <= opts.clock.now().getTime()) return false;
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: signatureSecret,
        hmacKeySignatureSecret: keySignatureSecret,
      }).catch(() => null);
      if (!result?.verified) return false;
      const recorded = await opts.db
        .insert(botCheckRedemptions)
        .values({ challengeId: payload.challenge.parameters.nonce, expiresAt: new Date(expiresAt * 1000) })
        .onConflictDoNothing()
        .returning({ id: botCheckRedemptions.challengeId });
      return recorded.length === 1;
    },
  };
}
