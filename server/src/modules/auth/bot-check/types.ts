import type { BotChallengeResponse } from '@ladder/contracts';

/**
 * One interface for every bot check (ARCHITECTURE.md "bot check"). The answer travels in the
 * registration payload's `recaptcha_token` field whatever the provider (docs/product.md §12).
 */
export interface BotCheck {
  readonly provider: BotChallengeResponse['provider'];
  /** What the register screen needs to run the check invisibly. */
  challenge(): Promise<BotChallengeResponse>;
  /** True when the answer proves a person's browser did the work; never throws. */
  verify(answer: string | null | undefined, context: { action: string; ip: string }): Promise<boolean>;
}
