import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { BotCheck } from './types';

/**
 * reCAPTCHA v3 and Cloudflare Turnstile share one server-side protocol: POST the secret, the
 * token and the client address as a form to the provider's siteverify URL, read JSON back.
 * Opt-in only: they load a third-party script in the browser, which the operator chooses.
 */
const siteVerifyResponse = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
});

interface SiteVerifyOptions {
  provider: 'recaptcha' | 'turnstile';
  siteKey: string;
  secretKey: string;
  verifyUrl: string;
  /** reCAPTCHA v3 only: scores below this are bots. */
  minScore?: number;
  logger: FastifyBaseLogger;
  timeoutMs?: number;
}

export function createSiteVerifyCheck(opts: SiteVerifyOptions): BotCheck {
  return {
    provider: opts.provider,
    async challenge() {
      return { provider: opts.provider, site_key: opts.siteKey };
    },
    async verify(answer, { action, ip }) {
      if (!answer || answer.length > 20_000) return false;
      try {
        const response = await fetch(opts.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: opts.secretKey, response: answer, remoteip: ip }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
        });
        if (!response.ok) {
          opts.logger.warn({ status: response.status, provider: opts.provider }, 'bot check provider answered an error');
          return false;
        }
        const result = siteVerifyResponse.parse(await response.json());
        if (!result.success) return false;
        if (result.action !== undefined && result.action !== action) return false;
        if (opts.minScore !== undefined && (result.score ?? 0) < opts.minScore) return false;
        return true;
      } catch (error) {
        // Fails closed: without the provider's word nobody is let through as a person.
        opts.logger.warn({ provider: opts.provider, error: (error as Error).message }, 'bot check provider unreachable');
        return false;
      }
    },
  };
}
