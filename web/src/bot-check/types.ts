/** One bot-check answer source for one register attempt (provider.ts makes the one the server asks for). */
export interface BotCheckProvider {
  /** Settles once `getToken` can answer; rejects when this check cannot work. */
  ready: Promise<void>;
  /** The value sent as `recaptcha_token`. */
  getToken: () => Promise<string | null>;
  dispose: () => void;
}
