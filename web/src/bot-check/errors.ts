/** docs/product.md §12: the text shown when a register attempt has no bot-check answer yet. */
export class BotCheckUnavailableError extends Error {
  constructor() {
    super('reCAPTCHA not yet available');
    this.name = 'BotCheckUnavailableError';
  }
}
