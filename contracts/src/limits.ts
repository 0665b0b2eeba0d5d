/**
 * Limits shared by the server (validation) and the web (input attributes).
 * Password bounds follow NIST SP 800-63B §5.1.1.2: at least 8 characters, long
 * passphrases allowed, no composition rules.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** RFC 5321 §4.5.3.1.3: a forward path holds at most 256 octets including the angle brackets. */
export const EMAIL_MAX_LENGTH = 254;
/**
 * Version of the Terms of Service and disclaimer a person accepts at the terms step. Here, with no
 * zod, because the public terms page shows it: from the intake's contracts it brought zod along.
 */
export const TOS_VERSION = '2026-11-21';
/** docs/product.md §15: a session lasts 60 minutes; the warning shows at 5 minutes or less. */
export const SESSION_WARNING_SECONDS = 5 * 60;

/**
 * A whole number with thousands separators, as en-US writes it ('20,000'). Not `toLocaleString`:
 * its first call loads the locale's number data, which took ~25 ms of the dashboard's start-up on
 * a phone-speed CPU, only to build an error message that is rarely shown (docs/performance.md).
 */
export function formatCount(value: number): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
