import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';

export const email = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, 'Email address is too long.')
  .pipe(z.email('Enter a valid email address.'))
  .transform((value) => value.toLowerCase());

export const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

/** docs/product.md §11 "Registration payload"; recaptcha_token carries whichever bot-check answer is configured. */
export const registerRequest = z.object({
  email,
  password: newPassword,
  recaptcha_token: z.string().max(20_000).optional().nullable(),
});
export type RegisterRequest = z.input<typeof registerRequest>;

/** docs/product.md §55: login is form-encoded with the e-mail in `username` (OAuth2 password-flow shape). */
export const loginForm = z.object({
  username: z
    .string()
    .trim()
    .min(1, 'Email address is required.')
    .max(EMAIL_MAX_LENGTH)
    // No address holds a NUL, and PostgreSQL text cannot: looking one up was a 500.
    .refine((value) => !value.includes('\u0000'), 'Enter a valid email address.'),
  password: z.string().min(1, 'Password is required.').max(1024),
});
export type LoginForm = z.input<typeof loginForm>;

export const tokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int().describe('Seconds until the token expires.'),
});
export type TokenResponse = z.infer<typeof tokenResponse>;

export const resendVerificationRequest = z.object({ email });
export type ResendVerificationRequest = z.input<typeof resendVerificationRequest>;

/**
 * What the register screen needs to run the configured bot check invisibly.
 * ALTCHA is solved in the browser; reCAPTCHA and Turnstile need their site key.
 */
export const botChallengeResponse = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('off') }),
  z.object({
    provider: z.literal('altcha'),
    challenge: z.object({
      parameters: z.record(z.string(), z.unknown()),
      signature: z.string().optional(),
    }),
  }),
  z.object({ provider: z.literal('recaptcha'), site_key: z.string() }),
  z.object({ provider: z.literal('turnstile'), site_key: z.string() }),
]);
export type BotChallengeResponse = z.infer<typeof botChallengeResponse>;
