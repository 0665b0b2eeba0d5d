import { EMAIL_MAX_LENGTH, type PublicConfigResponse } from '@ladder/contracts';
import { useEffect, useState } from 'react';
import { ApiError, apiRequest, type Validator } from '../api/client';

/**
 * The public pages load no zod (docs/performance.md): GET /api/v1/public/config is checked by hand.
 * The contract's schema (`publicConfigResponse`: `support_email` is an e-mail address) is what the
 * server answers with; this only refuses anything that could not be shown as a mail link.
 */
export const publicConfigCheck: Validator<PublicConfigResponse> = {
  safeParse(data: unknown) {
    const email = typeof data === 'object' && data !== null && 'support_email' in data ? data.support_email : undefined;
    // None configured: the pages keep their fallback ("the people who run this Ladder server").
    if (email === null) return { success: true, data: { support_email: null } };
    if (typeof email === 'string' && email.length <= EMAIL_MAX_LENGTH && /^[^\s@]+@[^\s@]+$/.test(email)) {
      return { success: true, data: { support_email: email } };
    }
    return { success: false, error: new Error('support_email is not an e-mail address') };
  },
};

/** A 4xx answer will not change on retry; network trouble and 5xx get two more tries, 1 s and 2 s apart. */
const RETRY_DELAYS_MS = [1000, 2000];

async function fetchSupportEmail(): Promise<string | null> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      // No token: the same answer for everyone, and nothing about the visitor needs to travel with it.
      const config = await apiRequest('/public/config', { token: null, schema: publicConfigCheck });
      return config.support_email;
    } catch (error) {
      const final = error instanceof ApiError && error.status >= 400 && error.status < 500;
      const delay = RETRY_DELAYS_MS[attempt];
      if (final || delay === undefined) return null;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

let request: Promise<string | null> | null = null;

/** One request per page, shared by every component that shows the address; a failure may be retried later. */
function supportEmail(): Promise<string | null> {
  request ??= fetchSupportEmail().then((email) => {
    if (email === null) request = null;
    return email;
  });
  return request;
}

/** Forgets the answer (tests start each case afresh). */
export function forgetPublicConfig(): void {
  request = null;
}

/**
 * The support address is SUPPORT_EMAIL on the server, unknown when the pages are pre-rendered, so it
 * is fetched after hydration; until then (and without JavaScript) callers show their fallback.
 */
export function useSupportEmail(): string | null {
  const [email, setEmail] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void supportEmail().then((answer) => {
      if (current) setEmail(answer);
    });
    return () => {
      current = false;
    };
  }, []);
  return email;
}
