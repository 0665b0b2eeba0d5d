import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, createUser, login, loginRequest } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const change = (token: string, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/me/change-password', headers: bearer(token), payload: body });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(token) });

describe('POST /api/v1/users/me/change-password', () => {
  it('changes the password, ends every session and returns a fresh token for this device', async () => {
    const user = await createUser(t.ctx);
    const here = await login(t, user.email);
    const elsewhere = await login(t, user.email);
    const response = await change(here, { current_password: user.password, new_password: 'a brand new passphrase' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ message: 'Password changed successfully', token_type: 'bearer', expires_in: 3600 });

    expect((await me(here)).statusCode).toBe(401);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(body.access_token)).statusCode).toBe(200);

    expect((await loginRequest(t, user.email, user.password)).statusCode).toBe(400);
    expect((await loginRequest(t, user.email, 'a brand new passphrase')).statusCode).toBe(200);

    await t.deliverMail();
    const notice = await t.smtp.waitForMail(user.email, { subject: 'Your password was changed' });
    expect(notice.text).toContain('support@localhost');
  });

  it('answers 400 for a wrong current password and changes nothing', async () => {
    const user = await createUser(t.ctx);
    const token = await login(t, user.email);
    const response = await change(token, { current_password: 'not my password', new_password: 'a brand new passphrase' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Your current password is incorrect.', code: 'bad_request' });
    expect((await me(token)).statusCode).toBe(200);
    expect((await loginRequest(t, user.email, user.password)).statusCode).toBe(200);
  });

  it.each([
    [{ new_password: 'short' }, 422, 'Password must be at least 8 characters.'],
    [{ new_password: 'iloveyou' }, 422, /common or leaked passwords/],
    [{ new_password: null }, 422, 'New password must be text.'],
  ])('refuses an unacceptable new password %o', async (patch, status, detail) => {
    const user = await createUser(t.ctx);
    const token = await login(t, user.email);
    const response = await change(token, { current_password: user.password, ...patch });
    expect(response.statusCode).toBe(status);
    expect(response.json().detail).toMatch(detail);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('refuses a new password equal to the current one', async () => {
    const user = await createUser(t.ctx);
    const token = await login(t, user.email);
    const response = await change(token, { current_password: user.password, new_password: user.password });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe('Your new password must be different from your current password.');
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/change-password',
      payload: { current_password: 'x', new_password: 'a brand new passphrase' },
    });
    expect(response.statusCode).toBe(401);
  });
});
