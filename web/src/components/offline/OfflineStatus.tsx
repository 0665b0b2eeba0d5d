import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { exposuresQueryKey, logProgress } from '../../api/exposures';
import { recentLearningsQueryKey } from '../../api/learnings';
import { pendingAssignmentsQueryKey, statsQueryKey } from '../../api/progress';
import { useAuth } from '../../auth/auth-context';
import { flushPracticeQueue, PRACTICE_QUEUED_EVENT, queuedPractices } from '../../offline/practice-queue';
import { CrisisResourcesBox } from '../safety/CrisisResourcesBox';

/** Shown while the browser has no network (issue 18 item 4, decision 035): calm, and says nothing is lost. */
export const OFFLINE_TEXT = "You're offline. Your practice is saved on this device and will be sent when you're back online.";
export const waitingText = (count: number) =>
  count === 1 ? 'One practice saved on this device is waiting to be sent.' : `${count} practices saved on this device are waiting to be sent.`;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

/**
 * A quiet status line under the top bar (role="status", read politely), and the sender of practice
 * kept on this device: on start and each time the network returns it sends the queue once
 * (offline/practice-queue.ts) and refreshes what the sent sessions change.
 */
export function OfflineStatus() {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState(0);
  // A practice written offline and sent now whose words read as a crisis: the resources the session
  // dialog would have shown are shown here, where the person is when it is sent (decision 035).
  const [crisisResources, setCrisisResources] = useState(false);

  /** Sends what is queued; how many practices still wait, or null without a signed-in person. */
  const send = useCallback(async (): Promise<number | null> => {
    if (!userId) return null;
    const result = await flushPracticeQueue(userId, async (practice) => {
      const saved = await logProgress(practice.exposureId, practice.request, practice.key);
      if (saved.crisis_resources) setCrisisResources(true);
      return saved;
    });
    if (result.sent > 0) {
      for (const queryKey of [exposuresQueryKey, recentLearningsQueryKey, statsQueryKey, pendingAssignmentsQueryKey]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    }
    return result.kept;
  }, [userId, queryClient]);

  const count = useCallback((kept: number | null) => {
    if (kept !== null) setWaiting(kept);
  }, []);

  // On start (the app opened with something kept from last time) and whenever the network returns.
  useEffect(() => {
    if (online) void send().then(count);
  }, [online, send, count]);

  // A practice just kept on this device: count it (and send it, when the network is in fact there).
  useEffect(() => {
    if (!userId) return;
    const onQueued = () => {
      if (navigator.onLine) void send().then(count);
      else void queuedPractices(userId).then((items) => count(items.length));
    };
    window.addEventListener(PRACTICE_QUEUED_EVENT, onQueued);
    return () => window.removeEventListener(PRACTICE_QUEUED_EVENT, onQueued);
  }, [userId, send, count]);

  let text = '';
  if (!online) text = OFFLINE_TEXT;
  else if (waiting > 0) text = waitingText(waiting);

  return (
    <>
      <div role="status" className={text ? 'border-b border-slate-200 bg-slate-100' : undefined}>
        {text && <p className="mx-auto max-w-6xl px-4 py-2 text-sm text-slate-700 sm:px-6">{text}</p>}
      </div>
      {crisisResources && (
        <div className="mx-auto max-w-6xl px-4 pt-4 sm:px-6">
          <CrisisResourcesBox
            saved="The practice you logged offline has now been sent and saved as usual."
            onDismiss={() => setCrisisResources(false)}
            focus
          />
        </div>
      )}
    </>
  );
}
