import { EXPOSURE_STATUSES, type ExposureResponse, type ExposureStatus } from '@ladder/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { exposuresQueryKey, useExposures } from '../../api/exposures';
import { useDiscardDraft, useExposureDraft, useSuggestNewSet } from '../../api/ladder-drafts';
import { safetyRefusal } from '../../api/safety';
import { useSubscriptionStatus } from '../../api/subscription';
import { EMPTY_GENERATION, generationErrorMessage } from '../../components/exposures/generation-messages';
import { GenerationSafety } from '../../components/safety/GenerationSafety';
import { GatedButton } from '../../components/subscription/GatedButton';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { focusRing } from '../../components/ui/styles';
import { ExposureCard } from './ExposureCard';
import { firstStepId, orderExposures } from './ladder-order';
import { emptyListText, STATUS_LABELS } from './exposure-display';
import { GENERATE_FAILED, LOAD_FAILED } from './messages';
import { AddExposureDialog, ExposureSessionDialog, RateGeneratedDialog } from './lazy-dialogs';

/**
 * docs/product.md §32 Exposures card: three tabs with counts, add and generate, one card per exposure.
 * `onEditLists` opens the lists the exposures are generated from (Configure Program).
 */
export function ExposuresSection({ onEditLists }: { onEditLists: () => void }) {
  const queryClient = useQueryClient();
  const exposures = useExposures();
  const { status: subscription, canPractise } = useSubscriptionStatus();
  const allowed = subscription === undefined ? undefined : canPractise;
  // "Generate Exposures" makes the person's draft (issue 16); a waiting draft opens instead of a new set.
  const generate = useSuggestNewSet();
  const draft = useExposureDraft();
  const discard = useDiscardDraft();
  const waiting = draft.data && draft.data.items.length > 0 ? draft.data : null;
  const [reviewing, setReviewing] = useState(false);
  const [dialogRefusal, setDialogRefusal] = useState<unknown>(null);

  const [tab, setTab] = useState<ExposureStatus>('not_started');
  const [adding, setAdding] = useState(false);
  const [practising, setPractising] = useState<ExposureResponse | null>(null);
  const [notice, setNotice] = useState('');
  const panels = useRef<Partial<Record<ExposureStatus, HTMLDivElement | null>>>({});
  const [search, setSearch] = useSearchParams();
  const practiseId = search.get('practise');

  // A practice assignment's "Practise now" (issue 17) opens its exposure's session here, once: decided
  // while rendering (React's "adjusting state when a prop changes"), then the address is tidied.
  const [handledPractise, setHandledPractise] = useState<string | null>(null);
  if (practiseId && practiseId !== handledPractise && exposures.data && allowed !== undefined) {
    setHandledPractise(practiseId);
    const wanted = exposures.data.find((item) => item.id === practiseId);
    if (wanted && wanted.status !== 'completed' && allowed) {
      setTab(wanted.status);
      setPractising(wanted);
    }
  }
  useEffect(() => {
    if (!practiseId || practiseId !== handledPractise) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('practise');
        return next;
      },
      { replace: true },
    );
  }, [practiseId, handledPractise, setSearch]);
  const focusAfterDelete = useRef<{ id: string; status: ExposureStatus } | null>(null);

  // A deleted card takes its button with it: once it has left the list, the tab panel takes the focus.
  useEffect(() => {
    const deleted = focusAfterDelete.current;
    if (!deleted || exposures.data?.some((item) => item.id === deleted.id)) return;
    focusAfterDelete.current = null;
    panels.current[deleted.status]?.focus();
  }, [exposures.data, notice]);

  // A refusal for the person's safety is never shown as an error (docs/clinical.md §16).
  const refusal = (generate.isError ? safetyRefusal(generate.error) : null) ?? (dialogRefusal ? safetyRefusal(dialogRefusal) : null);
  const generationError = refusal
    ? null
    : generate.isError
    ? generationErrorMessage(generate.error, GENERATE_FAILED)
    : generate.isSuccess && generate.data.length === 0
      ? EMPTY_GENERATION
      : null;

  function runGenerate() {
    setDialogRefusal(null);
    if (waiting) {
      setReviewing(true);
      return;
    }
    generate.mutate(undefined, {
      onSuccess: (items) => setReviewing(items.length > 0),
      onError: (error) => {
        if (!safetyRefusal(error)) console.error('Generating exposures failed', error);
      },
    });
  }

  /** Back from the crisis screen to the list it was opened from. */
  function leaveCrisis() {
    generate.reset();
    setDialogRefusal(null);
    setTab('not_started');
    requestAnimationFrame(() => panels.current.not_started?.focus());
  }

  function showTab(next: ExposureStatus, message: string) {
    setTab(next);
    setNotice(message);
  }

  function sessionSubmitted(exposureId: string, queued?: boolean) {
    setPractising(null);
    // Offline (decision 035): kept on this device; the list changes once it has been sent.
    if (queued) return setNotice("Session saved on this device. It will be sent when you're back online.");
    // The list has been refetched by now: show the exposure where its new status put it.
    const updated = queryClient.getQueryData<ExposureResponse[]>(exposuresQueryKey)?.find((item) => item.id === exposureId);
    const next = updated?.status ?? tab;
    showTab(next, next === tab ? 'Session saved.' : `Session saved. This exposure is now under ${STATUS_LABELS[next]}.`);
  }

  const counts = Object.fromEntries(
    EXPOSURE_STATUSES.map((status) => [status, exposures.data?.filter((item) => item.status === status).length ?? 0]),
  ) as Record<ExposureStatus, number>;
  const now = new Date();

  return (
    <section aria-labelledby="exposures-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-4 sm:px-6">
        <h2 id="exposures-heading" className="text-xl font-semibold text-slate-900">
          Exposures
        </h2>
        <div className="flex flex-wrap gap-2">
          <GatedButton allowed={allowed} variant="secondary" onClick={() => setAdding(true)}>
            <span aria-hidden="true">+</span> Add Custom Exposure
          </GatedButton>
          {tab === 'not_started' && (
            <GatedButton
              allowed={allowed}
              // The page's loudest button only while there is no ladder yet (issue 16): once there is
              // one, practising it comes first and generating more is a quieter choice.
              variant={exposures.data && exposures.data.length > 0 ? 'secondary' : 'primary'}
              tooltipAlign="end"
              disabled={generate.isPending}
              onClick={runGenerate}
            >
              {generate.isPending ? 'Generating...' : 'Generate Exposures'}
            </GatedButton>
          )}
        </div>
      </div>

      <div className="px-4 py-4 sm:px-6">
        <p role="status" className="text-sm text-slate-700 [&:not(:empty)]:mb-3">
          {notice}
        </p>
        {exposures.isPending && <Spinner label="Loading your exposures..." showLabel />}
        {exposures.isError && <Alert tone="error">{LOAD_FAILED}</Alert>}
        {exposures.isSuccess && (
          <Tabs.Root value={tab} onValueChange={(value) => setTab(value as ExposureStatus)}>
            <Tabs.List aria-label="Exposures by status" className="flex gap-1 border-b border-slate-200">
              {EXPOSURE_STATUSES.map((status) => (
                <Tabs.Trigger
                  key={status}
                  value={status}
                  // On phones the count sits under the label, so all three tabs fit side by side.
                  className={`-mb-px flex flex-1 flex-col items-center gap-1 border-b-2 border-transparent px-2 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:text-slate-900 data-[state=active]:border-teal-700 data-[state=active]:text-teal-900 sm:flex-none sm:flex-row sm:gap-2 sm:px-3 ${focusRing}`}
                >
                  {STATUS_LABELS[status]}{' '}
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800 tabular-nums">
                    {counts[status]}
                  </span>
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {EXPOSURE_STATUSES.map((status) => {
              const items = orderExposures(
                exposures.data.filter((item) => item.status === status),
                status,
              );
              const startHere = status === 'not_started' ? firstStepId(items) : null;
              return (
                <Tabs.Content
                  key={status}
                  value={status}
                  ref={(element) => {
                    panels.current[status] = element;
                  }}
                  className={`mt-4 rounded-lg ${focusRing}`}
                >
                  {status === 'not_started' && waiting && !reviewing && !generate.isPending && (
                    <div className="mb-4 flex flex-col gap-3 rounded-lg border border-teal-200 bg-teal-50 p-4 sm:flex-row sm:items-center sm:justify-between">
                      <p className="text-sm text-slate-800">
                        {waiting.items.length === 1
                          ? '1 suggested exposure is waiting for your rating.'
                          : `${waiting.items.length} suggested exposures are waiting for your ratings.`}
                      </p>
                      <div className="flex gap-2">
                        <Button variant="secondary" disabled={discard.isPending} onClick={() => discard.mutate(undefined, { onSuccess: () => setNotice('The suggestions were discarded.') })}>
                          Discard
                        </Button>
                        <Button onClick={() => setReviewing(true)}>Rate them</Button>
                      </div>
                    </div>
                  )}
                  {status === 'not_started' && generate.isPending && (
                    <div className="mb-4 rounded-lg bg-slate-50 p-4">
                      <Spinner label="Writing new exposures from your lists. This may take a moment." showLabel />
                    </div>
                  )}
                  {status === 'not_started' && refusal && (
                    <div className="mb-4">
                      <GenerationSafety
                        key={generate.submittedAt}
                        refusal={refusal}
                        headingLevel={3}
                        onGenerateAgain={runGenerate}
                        onEditLists={onEditLists}
                        onLeaveCrisis={leaveCrisis}
                        crisisBackHint="You go back to your exposures. Configure Program has your lists, whenever you want to change them."
                      />
                    </div>
                  )}
                  {status === 'not_started' && generationError && (
                    <div className="mb-4">
                      <Alert tone="error">
                        <p className="whitespace-pre-line">{generationError}</p>
                      </Alert>
                    </div>
                  )}
                  {items.length === 0 ? (
                    <p className="py-6 text-center text-slate-600">{emptyListText(status)}</p>
                  ) : (
                    <ul aria-label={`${STATUS_LABELS[status]} exposures`} className="space-y-4">
                      {items.map((exposure) => (
                        <li key={exposure.id}>
                          <ExposureCard
                            exposure={exposure}
                            startHere={exposure.id === startHere}
                            canPractise={allowed}
                            onPractise={setPractising}
                            onDeleted={() => {
                              focusAfterDelete.current = { id: exposure.id, status };
                              setNotice(`Deleted “${exposure.title}”.`);
                            }}
                            now={now}
                          />
                        </li>
                      ))}
                    </ul>
                  )}
                </Tabs.Content>
              );
            })}
          </Tabs.Root>
        )}
      </div>

      <AddExposureDialog
        open={adding}
        onOpenChange={setAdding}
        onAdded={(title) => {
          setAdding(false);
          showTab('not_started', `Added “${title}”.`);
        }}
      />
      <RateGeneratedDialog
        draft={waiting}
        open={reviewing}
        onClose={() => {
          setReviewing(false);
          generate.reset();
        }}
        onSaved={(count) => {
          setReviewing(false);
          generate.reset();
          showTab('not_started', count === 1 ? 'Saved 1 exposure.' : `Saved ${count} exposures.`);
        }}
        onRefused={(error) => {
          setReviewing(false);
          setDialogRefusal(error);
        }}
      />
      <ExposureSessionDialog exposure={practising} onClose={() => setPractising(null)} onSubmitted={sessionSubmitted} />
    </section>
  );
}
