import { BotCheckUnavailableError } from './errors';
import type { BotCheckProvider } from './types';

/**
 * reCAPTCHA v3 and Turnstile, used only when the operator configures them
 * (ARCHITECTURE.md "bot check"). Their scripts load from the provider, so the
 * operator must also allow that origin in the Content-Security-Policy.
 */

const ACTION = 'register';

interface Recaptcha {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
}

interface Turnstile {
  render: (container: HTMLElement, options: Record<string, unknown>) => string;
  execute: (widgetId: string) => void;
  reset: (widgetId: string) => void;
  remove: (widgetId: string) => void;
}

declare global {
  interface Window {
    grecaptcha?: Recaptcha;
    turnstile?: Turnstile;
  }
}

const loadedScripts = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  let loading = loadedScripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loadedScripts.delete(src);
        script.remove();
        reject(new Error(`Could not load ${src}`));
      };
      document.head.append(script);
    });
    loadedScripts.set(src, loading);
  }
  return loading;
}

export function createRecaptchaProvider(siteKey: string): BotCheckProvider {
  const ready = loadScript(`https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`).then(
    () =>
      new Promise<void>((resolve, reject) => {
        if (window.grecaptcha) window.grecaptcha.ready(resolve);
        else reject(new Error('reCAPTCHA did not start'));
      }),
  );
  return {
    ready,
    getToken: async () => {
      await ready;
      if (!window.grecaptcha) throw new BotCheckUnavailableError();
      return window.grecaptcha.execute(siteKey, { action: ACTION });
    },
    dispose: () => undefined,
  };
}

export function createTurnstileProvider(siteKey: string): BotCheckProvider {
  const container = document.createElement('div');
  container.className = 'fixed right-4 bottom-4 z-50';
  document.body.append(container);

  let widgetId: string | null = null;
  let pending: { resolve: (token: string) => void; reject: (error: Error) => void } | null = null;

  const ready = loadScript('https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit').then(() => {
    if (!window.turnstile) throw new Error('Turnstile did not start');
    widgetId = window.turnstile.render(container, {
      sitekey: siteKey,
      action: ACTION,
      execution: 'execute',
      appearance: 'interaction-only',
      callback: (token: string) => pending?.resolve(token),
      'error-callback': () => pending?.reject(new BotCheckUnavailableError()),
    });
  });

  return {
    ready,
    getToken: async () => {
      await ready;
      const turnstile = window.turnstile;
      const id = widgetId;
      if (!turnstile || id === null) throw new BotCheckUnavailableError();
      return new Promise<string>((resolve, reject) => {
        pending = { resolve, reject };
        turnstile.execute(id);
      });
    },
    dispose: () => {
      if (widgetId !== null) window.turnstile?.remove(widgetId);
      container.remove();
    },
  };
}
