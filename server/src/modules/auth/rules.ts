import type { RateRule } from '../../lib/rate-limit';

/**
 * Throttling limits (OWASP ASVS 2.2.1: anti-automation against credential stuffing and brute
 * force). Counted in the database so they hold across every server process.
 */
export const LOGIN_FAILURES_PER_ACCOUNT: RateRule = { name: 'login-fail-account', limit: 10, windowSeconds: 15 * 60 };
export const LOGIN_FAILURES_PER_ADDRESS: RateRule = { name: 'login-fail-ip', limit: 50, windowSeconds: 15 * 60 };
export const REGISTRATIONS_PER_ADDRESS: RateRule = { name: 'register-ip', limit: 10, windowSeconds: 60 * 60 };
export const VERIFICATION_MAILS_PER_ADDRESS: RateRule = { name: 'resend-ip', limit: 10, windowSeconds: 60 * 60 };
/** Caps the account mails one inbox can be sent, so nobody can use the app to flood an inbox. */
export const ACCOUNT_MAILS_PER_RECIPIENT: RateRule = { name: 'mail-recipient', limit: 3, windowSeconds: 60 * 60 };

/** Verification links work once and expire after a day. */
export const VERIFICATION_TOKEN_HOURS = 24;
