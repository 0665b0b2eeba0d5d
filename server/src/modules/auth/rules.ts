import type { RateRule } from '../../lib/rate-limit';

/**
 * Throttling limits (OWASP ASVS 5.0 V6.3.1: controls against credential stuffing and brute force).
 * Counted in the database so they hold across every server process. docs/security.md
 * "Throttling" explains how they fit together.
 */

/**
 * Tight: password attempts on one account from one client. The attempt is claimed (counted)
 * before the password is checked, so parallel guesses cannot pass the limit; a success gives the
 * claim back and clears the count.
 */
export const PASSWORD_ATTEMPTS_PER_ACCOUNT_CLIENT: RateRule = { name: 'password-account-client', limit: 10, windowSeconds: 15 * 60 };
/** Attempts from one client over every account (credential stuffing); successes are given back. */
export const LOGIN_ATTEMPTS_PER_ADDRESS: RateRule = { name: 'login-ip', limit: 50, windowSeconds: 15 * 60 };
/**
 * Loose: failures on one account from anywhere. Past the limit nobody is refused, the owner
 * included; every further attempt on the account waits a growing delay (LOOSE_DELAY_*), which
 * slows a guesser spread over many addresses without locking the owner out.
 */
export const PASSWORD_FAILURES_PER_ACCOUNT: RateRule = { name: 'password-fail-account', limit: 100, windowSeconds: 60 * 60 };
export const LOOSE_DELAY_STEP_MS = 250;
export const LOOSE_DELAY_MAX_MS = 8_000;
/** Wrong passwords in one signed-in session (change password, delete account, second factor off) before it ends. */
export const RECHECK_FAILURES_PER_SESSION: RateRule = { name: 'recheck-session', limit: 5, windowSeconds: 60 * 60 };
/** Wrong second-factor codes on one account, from anywhere. */
export const SECOND_FACTOR_FAILURES_PER_ACCOUNT: RateRule = { name: 'mfa-fail-account', limit: 10, windowSeconds: 15 * 60 };

export const REGISTRATIONS_PER_ADDRESS: RateRule = { name: 'register-ip', limit: 10, windowSeconds: 60 * 60 };
export const VERIFICATION_MAILS_PER_ADDRESS: RateRule = { name: 'resend-ip', limit: 10, windowSeconds: 60 * 60 };
/** Password-reset requests: by client, and (in the mail budget below) by the address mailed. */
export const RESET_REQUESTS_PER_ADDRESS: RateRule = { name: 'reset-ip', limit: 10, windowSeconds: 60 * 60 };
/** Attempts to use a reset token from one client (a token is 256 bits; this stops noise, not guessing). */
export const RESET_ATTEMPTS_PER_ADDRESS: RateRule = { name: 'reset-use-ip', limit: 20, windowSeconds: 60 * 60 };
/** Caps the account mails one inbox can be sent, so nobody can use the app to flood an inbox. */
export const ACCOUNT_MAILS_PER_RECIPIENT: RateRule = { name: 'mail-recipient', limit: 3, windowSeconds: 60 * 60 };

/** Verification links work once and expire after a day. */
export const VERIFICATION_TOKEN_HOURS = 24;
/** Unverified accounts are deleted this long after their last registration (no squatting). */
export const UNVERIFIED_ACCOUNT_HOURS = 72;
/** Reset links work once and expire after an hour. */
export const RESET_TOKEN_MINUTES = 60;
