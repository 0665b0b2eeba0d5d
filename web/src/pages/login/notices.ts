/**
 * The notices the sign-in screen can show above its form, chosen by key (`/login?notice=…` or the
 * navigation state). Never text from the address bar: a link that made the screen say anything in
 * a green box would be a phishing aid (issue 15; OWASP ASVS 5.0 V1.2, output from untrusted input).
 */
export const LOGIN_NOTICES = {
  'account-deleted': 'Your account and all its data have been deleted.',
  'email-verified': 'Your email address has been verified. You can now sign in.',
  'password-reset': 'Your password has been changed and every other sign-in has ended. Sign in with your new password.',
  'signed-out': 'You have been signed out.',
} as const;

export type LoginNoticeKey = keyof typeof LOGIN_NOTICES;

export function isLoginNoticeKey(value: unknown): value is LoginNoticeKey {
  return typeof value === 'string' && Object.hasOwn(LOGIN_NOTICES, value);
}

/** The notice for a key from the navigation state or the query; unknown keys (and any free text) show nothing. */
export function loginNotice(state: unknown, query: string | null): string | null {
  const fromState = typeof state === 'object' && state !== null && 'notice' in state ? state.notice : null;
  const key = isLoginNoticeKey(fromState) ? fromState : query;
  return isLoginNoticeKey(key) ? LOGIN_NOTICES[key] : null;
}

export function loginPathWithNotice(key: LoginNoticeKey): string {
  return `/login?notice=${key}`;
}
