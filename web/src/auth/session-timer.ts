import { SESSION_WARNING_SECONDS } from '@ladder/contracts';
import { useEffect, useEffectEvent, useState } from 'react';
import { formatMinutesSeconds } from '../lib/format-time';

/** Spec §9: the expiry is checked every second. */
export const SESSION_CHECK_INTERVAL_MS = 1000;

export interface SessionCountdown {
  /** Whole seconds left, rounded up, never negative. */
  remainingSeconds: number;
  /** Spec §4: at 5 minutes or less a warning is raised. */
  warning: boolean;
  expired: boolean;
}

export function sessionCountdown(expiresAt: number, now: number): SessionCountdown {
  const remainingMs = expiresAt - now;
  const remainingSeconds = Math.max(0, Math.ceil(remainingMs / 1000));
  return {
    remainingSeconds,
    warning: remainingSeconds <= SESSION_WARNING_SECONDS,
    expired: remainingMs <= 0,
  };
}

/** 299 → "4:59". */
export const formatCountdown = formatMinutesSeconds;

/** Ticks once a second against `expiresAt` and calls `onExpire` once the time is up. */
export function useSessionCountdown(expiresAt: number, onExpire: () => void): SessionCountdown {
  const [now, setNow] = useState(() => Date.now());
  const expire = useEffectEvent(onExpire);

  useEffect(() => {
    const check = () => {
      const current = Date.now();
      setNow(current);
      if (sessionCountdown(expiresAt, current).expired) expire();
    };
    const interval = setInterval(check, SESSION_CHECK_INTERVAL_MS);
    return () => clearInterval(interval);
  }, [expiresAt]);

  return sessionCountdown(expiresAt, now);
}
