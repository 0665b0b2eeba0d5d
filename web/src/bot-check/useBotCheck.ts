import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchBotChallenge } from '../api/auth-requests';
import { BotCheckUnavailableError } from './errors';
import { createBotCheckProvider, type BotCheckProvider } from './provider';

type Slot = { state: 'preparing' } | { state: 'failed' } | { state: 'ready'; provider: BotCheckProvider };

/**
 * The invisible bot check of the register screen (docs/product.md §12). It prepares an
 * answer as soon as the screen opens. `takeToken` hands that answer out for one
 * register attempt, or throws BotCheckUnavailableError while there is none.
 * Answers are single-use, so every attempt (and every failed preparation that
 * an attempt runs into) starts a fresh challenge.
 */
export function useBotCheck(): { takeToken: () => Promise<string | null> } {
  const slot = useRef<Slot>({ state: 'preparing' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    let provider: BotCheckProvider | null = null;
    slot.current = { state: 'preparing' };
    fetchBotChallenge(abort.signal)
      .then(async (challenge) => {
        if (abort.signal.aborted) return;
        provider = createBotCheckProvider(challenge);
        await provider.ready;
        if (!abort.signal.aborted) slot.current = { state: 'ready', provider };
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        console.error('The bot check could not be prepared', error);
        slot.current = { state: 'failed' };
      });
    return () => {
      abort.abort();
      provider?.dispose();
    };
  }, [round]);

  const takeToken = useCallback(async () => {
    const current = slot.current;
    if (current.state === 'preparing') throw new BotCheckUnavailableError();
    slot.current = { state: 'preparing' };
    try {
      if (current.state === 'failed') throw new BotCheckUnavailableError();
      return await current.provider.getToken().catch((error: unknown) => {
        console.error('The bot check gave no answer', error);
        throw new BotCheckUnavailableError();
      });
    } finally {
      setRound((value) => value + 1);
    }
  }, []);

  return { takeToken };
}
