import { z } from 'zod';
import { email, newPassword, tokenResponse } from './auth';

/** POST /auth/forgot-password: the answer is the same for every address (no enumeration). */
export const forgotPasswordRequest = z.object({ email });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequest>;

/** POST /auth/reset-password: the token from the mailed link and a new password under the usual policy. */
export const resetPasswordRequest = z.object({
  token: z.string().min(1, 'The reset link is missing its token.').max(200),
  new_password: newPassword,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

/** A correct password on an account with a second factor: no token yet, a code is needed. */
export const mfaRequiredResponse = z.object({
  mfa_required: z.literal(true),
  mfa_token: z.string(),
  expires_in: z.number().int().describe('Seconds until the mfa_token expires.'),
});
export type MfaRequiredResponse = z.infer<typeof mfaRequiredResponse>;

/** What POST /auth/login answers: a session, or the second-factor step. */
export const loginResponse = z.union([tokenResponse, mfaRequiredResponse]);
export type LoginResponse = z.infer<typeof loginResponse>;

/** POST /auth/login/mfa: a 6-digit code from the authenticator app, or one of the recovery codes. */
export const loginMfaRequest = z.object({
  mfa_token: z.string().min(1).max(200),
  code: z.string().trim().min(1, 'Enter the code from your authenticator app or a recovery code.').max(64),
});
export type LoginMfaRequest = z.input<typeof loginMfaRequest>;

/**
 * POST /users/me/totp/setup: the body may be left out within 10 minutes of signing in; later
 * the password is required (docs/decisions/018-second-factor.md). Strict: with every field optional,
 * a body of anything else is refused rather than read as "no password".
 */
export const totpSetupRequest = z
  .strictObject({ password: z.string().min(1, 'Password is required.').max(1024).optional() })
  .nullish();
export type TotpSetupRequest = z.input<typeof totpSetupRequest>;

/** POST /users/me/totp/setup: a new secret, not yet active until a code from it is confirmed. */
export const totpSetupResponse = z.object({
  secret: z.string().describe('Base32, for typing into an authenticator app by hand.'),
  otpauth_url: z.string(),
});
export type TotpSetupResponse = z.infer<typeof totpSetupResponse>;

export const totpEnableRequest = z.object({
  code: z.string().trim().min(1, 'Enter the 6-digit code from your authenticator app.').max(16),
});
export type TotpEnableRequest = z.input<typeof totpEnableRequest>;

/** Shown once: only a hash of each code is kept. */
export const totpEnableResponse = z.object({ recovery_codes: z.array(z.string()) });
export type TotpEnableResponse = z.infer<typeof totpEnableResponse>;

export const totpDisableRequest = z.object({ password: z.string().min(1, 'Password is required.').max(1024) });
export type TotpDisableRequest = z.input<typeof totpDisableRequest>;

/** GET /users/me/totp: whether the second factor is on, and how many recovery codes are still unused. */
export const totpStatusResponse = z.object({
  enabled: z.boolean(),
  recovery_codes_left: z.number().int(),
});
export type TotpStatusResponse = z.infer<typeof totpStatusResponse>;

export const SECURITY_EVENT_TYPES = [
  'sign_in_succeeded',
  'sign_in_failed',
  'sign_in_throttled',
  'second_factor_failed',
  'password_changed',
  'password_reset_requested',
  'password_reset',
  'password_recheck_failed',
  'second_factor_enabled',
  'second_factor_disabled',
  'recovery_code_used',
  'session_signed_out',
  'sessions_revoked',
  'data_exported',
  'account_deleted',
  'webhook_signature_failed',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

/** GET /users/me/security/activity: the last 30 days, newest first. */
export const securityActivityResponse = z.object({
  events: z.array(
    z.object({
      id: z.string(),
      type: z.enum(SECURITY_EVENT_TYPES),
      created_at: z.string(),
      client_label: z.string().nullable().describe('"Firefox on Android": a label, not the whole user agent.'),
    }),
  ),
  /** Whether a second factor is on (the security screen shows the switch in the right state). */
  second_factor: z.boolean(),
});
export type SecurityActivityResponse = z.infer<typeof securityActivityResponse>;

/** GET /users/me/sessions: one line per sign-in that is still live. */
export const activeSessionsResponse = z.object({
  sessions: z.array(
    z.object({
      id: z.string(),
      client_label: z.string().nullable(),
      signed_in_at: z.string(),
      last_seen_at: z.string().nullable(),
      current: z.boolean(),
    }),
  ),
});
export type ActiveSessionsResponse = z.infer<typeof activeSessionsResponse>;
