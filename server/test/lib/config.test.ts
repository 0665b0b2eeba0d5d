import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { redactUrl } from '../../src/logger';

describe('configuration', () => {
  it('works with no variables at all: PGlite in ./data, port 3000, ALTCHA, 60-minute sessions', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('./data/pglite') });
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.botCheck).toEqual({ provider: 'altcha', maxCounter: 50_000 });
    expect(config.sessionMinutes).toBe(60);
    expect(config.mailFrom).toBe('OCD ERP <no-reply@localhost>');
    expect(config.trustProxy).toBe(false);
  });

  it('understands memory:// and postgres:// database URLs', () => {
    expect(loadConfig({ DATABASE_URL: 'memory://' }).database).toEqual({ kind: 'pglite', dataDir: null });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).database).toEqual({ kind: 'postgres', url: 'postgres://u@h/db' });
  });

  it('stops with a message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL: must start with postgres/);
    }
  });

  it('accepts a support address on a host without a dot, as the public config answer does, and refuses a non-address', () => {
    expect(loadConfig({ SUPPORT_EMAIL: 'help@localhost' }).supportEmail).toBe('help@localhost');
    expect(() => loadConfig({ SUPPORT_EMAIL: 'not an address' })).toThrow(/SUPPORT_EMAIL must be an e-mail address/);
  });

  it('needs both keys for reCAPTCHA and Turnstile', () => {
    expect(() => loadConfig({ BOT_CHECK: 'recaptcha', RECAPTCHA_SITE_KEY: 'x' })).toThrow('BOT_CHECK=recaptcha needs RECAPTCHA_SECRET_KEY.');
  });

  it('reads TRUST_PROXY as a flag, a hop count or a list of proxies', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(ConfigError);
  });

  it('strips a trailing slash from APP_URL so links are well formed', () => {
    expect(loadConfig({ APP_URL: 'https://ladder.example/' }).appUrl).toBe('https://ladder.example');
  });
});

describe('request logging', () => {
  it('never writes a verification token or query string to the log', () => {
    expect(redactUrl('/api/v1/auth/verify-email/abcDEF123_-?x=1')).toBe('/api/v1/auth/verify-email/[redacted]');
    expect(redactUrl('/login?message=hello')).toBe('/login');
  });
});
