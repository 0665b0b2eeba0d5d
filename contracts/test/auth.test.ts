import { describe, expect, it } from 'vitest';
import { changePasswordRequest, loginForm, registerRequest, tokenResponse } from '../src';

describe('registration contract', () => {
  it('trims and lower-cases the e-mail address', () => {
    const parsed = registerRequest.parse({ email: '  Someone@Example.ORG ', password: 'quiet morning walk' });
    expect(parsed.email).toBe('someone@example.org');
  });

  it('takes passwords of 8 to 128 characters with no composition rules', () => {
    expect(registerRequest.safeParse({ email: 'a@b.co', password: 'abcdefgh' }).success).toBe(true);
    expect(registerRequest.safeParse({ email: 'a@b.co', password: 'x'.repeat(128) }).success).toBe(true);
    const short = registerRequest.safeParse({ email: 'a@b.co', password: 'abcdefg' });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe('Password must be at least 8 characters.');
    expect(registerRequest.safeParse({ email: 'a@b.co', password: 'x'.repeat(129) }).success).toBe(false);
  });

  it('refuses addresses that are not addresses', () => {
    for (const email of ['', 'plain', 'a@', '@b.co', `${'x'.repeat(250)}@b.co`]) {
      expect(registerRequest.safeParse({ email, password: 'quiet morning walk' }).success, email).toBe(false);
    }
  });

  it('lets recaptcha_token be absent or null', () => {
    expect(registerRequest.safeParse({ email: 'a@b.co', password: 'abcdefgh', recaptcha_token: null }).success).toBe(true);
  });
});

describe('login and password contracts', () => {
  it('login is the OAuth2 password-form shape', () => {
    expect(loginForm.parse({ username: ' a@b.co ', password: 'x' })).toEqual({ username: 'a@b.co', password: 'x' });
    expect(loginForm.safeParse({ username: 'a@b.co', password: '' }).success).toBe(false);
  });

  it('the token answer is bearer only', () => {
    expect(tokenResponse.safeParse({ access_token: 't', token_type: 'bearer', expires_in: 3600 }).success).toBe(true);
    expect(tokenResponse.safeParse({ access_token: 't', token_type: 'mac', expires_in: 3600 }).success).toBe(false);
  });

  it('a new password follows the same length rules', () => {
    expect(changePasswordRequest.safeParse({ current_password: 'old', new_password: 'short' }).success).toBe(false);
    expect(changePasswordRequest.safeParse({ current_password: 'old', new_password: 'long enough now' }).success).toBe(true);
  });
});
