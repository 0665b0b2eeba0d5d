import { tokenResponse } from '@ladder/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../test/fake-fetch';
import { ApiError, SESSION_EXPIRED_MESSAGE, apiRequest, errorDetail } from './client';

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiRequest', () => {
  beforeEach(() => localStorage.clear());

  it('sends the stored token as a bearer header under /api/v1', async () => {
    localStorage.setItem('auth_token', 'stored-token');
    const api = stubFetch({ 'GET /users/me': { body: { ok: true } } });

    await expect(apiRequest('/users/me')).resolves.toEqual({ ok: true });

    const [request] = api.requests;
    expect(new URL(request!.url).pathname).toBe('/api/v1/users/me');
    expect(request!.headers.get('Authorization')).toBe('Bearer stored-token');
  });

  it('sends no Authorization header without a token, or when told not to', async () => {
    const api = stubFetch({ 'GET /users/me': { body: {} } });
    await apiRequest('/users/me');
    localStorage.setItem('auth_token', 'stored-token');
    await apiRequest('/users/me', { token: null });
    await apiRequest('/users/me', { token: 'explicit' });

    expect(api.requests.map((request) => request.headers.get('Authorization'))).toEqual([
      null,
      null,
      'Bearer explicit',
    ]);
  });

  it('posts JSON bodies', async () => {
    const api = stubFetch({ 'POST /auth/resend-verification': { body: { message: 'sent' } } });

    await apiRequest('/auth/resend-verification', { json: { email: 'a@example.com' } });

    const [request] = api.requests;
    expect(request!.method).toBe('POST');
    expect(request!.headers.get('Content-Type')).toBe('application/json');
    expect(await request!.json()).toEqual({ email: 'a@example.com' });
  });

  it('form-encodes when asked (the login form)', async () => {
    const api = stubFetch({
      'POST /auth/login': { body: { access_token: 't', token_type: 'bearer', expires_in: 3600 } },
    });

    await apiRequest('/auth/login', { form: { username: 'a+b@example.com', password: 'p&ss=word' } });

    const [request] = api.requests;
    expect(request!.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    const body = new URLSearchParams(await request!.text());
    expect(body.get('username')).toBe('a+b@example.com');
    expect(body.get('password')).toBe('p&ss=word');
  });

  it('turns a non-2xx answer into an ApiError with the server detail', async () => {
    stubFetch({ 'POST /auth/login': { status: 400, body: { detail: 'Incorrect email or password' } } });

    const error = await caught(apiRequest('/auth/login', { form: { username: 'a', password: 'b' } }));

    expect(error.status).toBe(400);
    expect(error.detail).toBe('Incorrect email or password');
    expect(errorDetail(error)).toBe('Incorrect email or password');
  });

  it('keeps the code of a refusal the client answers with a screen of its own', async () => {
    stubFetch({
      'POST /erp-exposures/exposures/generate': { status: 422, body: { detail: 'A question first.', code: 'crisis_question' } },
      'GET /users/me': { status: 422, body: { detail: 'No code here.' } },
    });

    const refused = await caught(apiRequest('/erp-exposures/exposures/generate', { method: 'POST' }));
    expect(refused.code).toBe('crisis_question');
    expect(refused.detail).toBe('A question first.');
    expect((await caught(apiRequest('/users/me'))).code).toBeNull();
  });

  it('rewrites every 401 detail to the session-expired sentence (docs/product.md §56)', async () => {
    stubFetch({
      'GET /users/me': { status: 401, body: { detail: 'Not authenticated' } },
      'POST /auth/refresh': new Response('Unauthorized', { status: 401 }),
    });

    const withDetail = await caught(apiRequest('/users/me'));
    const withoutJson = await caught(apiRequest('/auth/refresh', { method: 'POST' }));

    expect(withDetail.detail).toBe(SESSION_EXPIRED_MESSAGE);
    expect(withoutJson.detail).toBe('Your session has expired. Please log in again.');
  });

  it('gives no detail when the error body is not JSON', async () => {
    stubFetch({ 'GET /users/me': new Response('<html>Bad gateway</html>', { status: 502 }) });

    const error = await caught(apiRequest('/users/me'));

    expect(error.status).toBe(502);
    expect(error.detail).toBeNull();
  });

  it('reports a network failure as status 0 without a detail', async () => {
    stubFetch({ 'GET /users/me': new Error('offline') });

    const error = await caught(apiRequest('/users/me'));

    expect(error.status).toBe(0);
    expect(error.detail).toBeNull();
  });

  it('validates a successful body against the schema', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch({
      'POST /auth/refresh': { body: { access_token: 'new', token_type: 'bearer', expires_in: 3600 } },
      'POST /auth/login': { body: { token: 'wrong shape' } },
    });

    await expect(apiRequest('/auth/refresh', { method: 'POST', schema: tokenResponse })).resolves.toEqual({
      access_token: 'new',
      token_type: 'bearer',
      expires_in: 3600,
    });
    const error = await caught(apiRequest('/auth/login', { form: {}, schema: tokenResponse }));
    expect(error.detail).toBeNull();
    expect(logged).toHaveBeenCalledOnce();
  });

  it('resolves to undefined for an empty 204 answer', async () => {
    stubFetch({ 'POST /auth/logout': { status: 204 } });

    await expect(apiRequest('/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
  });
});
