import { botChallengeResponse } from '@ladder/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBotChallenge } from './challenge-shape';

/** The hand check must answer exactly as the contract's zod schema does. */
const agrees = (raw: unknown) => expect(isBotChallenge(raw), JSON.stringify(raw)).toBe(botChallengeResponse.safeParse(raw).success);

describe('the bot challenge check without zod', () => {
  it('agrees with the contract on each provider, well and badly formed', () => {
    const cases: unknown[] = [
      { provider: 'off' },
      { provider: 'off', extra: 1 },
      { provider: 'altcha', challenge: { parameters: { algorithm: 'SHA-256', salt: 'x' }, signature: 'abc' } },
      { provider: 'altcha', challenge: { parameters: {} } },
      { provider: 'altcha', challenge: { parameters: {}, signature: 5 } },
      { provider: 'altcha', challenge: { parameters: [] } },
      { provider: 'altcha', challenge: { parameters: null } },
      { provider: 'altcha', challenge: 'x' },
      { provider: 'altcha' },
      { provider: 'recaptcha', site_key: 'k' },
      { provider: 'recaptcha', site_key: 3 },
      { provider: 'turnstile', site_key: 'k' },
      { provider: 'turnstile' },
      { provider: 'hcaptcha', site_key: 'k' },
      { provider: null },
      {},
      [],
      null,
      'off',
      42,
    ];
    for (const raw of cases) agrees(raw);
  });

  it('agrees with the contract on random answers', () => {
    const provider = fc.constantFrom('off', 'altcha', 'recaptcha', 'turnstile', 'other');
    const answer = fc.oneof(
      fc.anything(),
      fc.record(
        { provider, site_key: fc.oneof(fc.string(), fc.integer()), challenge: fc.oneof(fc.anything(), fc.record({ parameters: fc.anything(), signature: fc.oneof(fc.string(), fc.integer()) }, { requiredKeys: ['parameters'] })) },
        { requiredKeys: ['provider'] },
      ),
    );
    fc.assert(fc.property(answer, (raw) => isBotChallenge(raw) === botChallengeResponse.safeParse(raw).success), { numRuns: 500 });
  });
});
