import type { ExposureResponse } from '@ladder/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useDeleteExposure } from '../../api/exposures';
import { DifficultyBadge } from '../../components/exposures/DifficultyBadge';
import { GatedButton } from '../../components/subscription/GatedButton';
import { ChevronRightIcon, TrashIcon } from '../../components/ui/icons';
import { focusRing } from '../../components/ui/styles';
import { usePhoneLayout } from '../../lib/phone-layout';
import { DeleteExposureDialog } from './lazy-dialogs';
import { practiceFacts, progressPercent } from './exposure-display';

interface ExposureCardProps {
  exposure: ExposureResponse;
  /** docs/product.md §53: may the person start a session? undefined while the status is loading. */
  canPractise: boolean | undefined;
  onPractise: (exposure: ExposureResponse) => void;
  onDeleted: () => void;
  now: Date;
  /** The suggested first step of the ladder (ladder-order.ts firstStepId). */
  startHere?: boolean;
}

/**
 * One exposure (docs/product.md §32): what it is, how hard it felt, how practice is going, and what can be done next.
 * On a phone a list of ten such cards is long (issue 18): each shows its title, its fear rating and
 * Start or Continue, and opens to the rest under "Details" (decision 037). Whether it is open lives
 * in this card's state only, never stored.
 */
export function ExposureCard({ exposure, canPractise, onPractise, onDeleted, now, startHere = false }: ExposureCardProps) {
  const titleId = useId();
  const detailsId = useId();
  const phone = usePhoneLayout();
  const [open, setOpen] = useState(false);
  const resumable = exposure.status === 'in_progress' || exposure.open_session !== null;

  const practise = exposure.status !== 'completed' && (
    <GatedButton allowed={canPractise} tooltipAlign="end" onClick={() => onPractise(exposure)}>
      {resumable ? 'Continue' : 'Start'} <span className="sr-only">{exposure.title}</span>
    </GatedButton>
  );
  const remove = exposure.status === 'not_started' && <DeleteExposure exposure={exposure} onDeleted={onDeleted} />;
  const details = (
    <>
      <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-700">{exposure.description}</p>
      {exposure.status === 'in_progress' && <ExposureProgress exposure={exposure} />}
    </>
  );
  const facts = (
    <p className="text-sm text-slate-600">
      {practiceFacts(exposure, now)}
      {exposure.open_session && exposure.status !== 'completed' && ' · a session is open'}
      {/* Issue 17: each exposure opens to its sessions and what was learned in them. */}
      {(exposure.session_count > 0 || exposure.open_session) && (
        <>
          {' · '}
          <Link to={`/erp/exposures/${encodeURIComponent(exposure.id)}`} className={`rounded font-semibold text-teal-800 underline ${focusRing}`}>
            See sessions <span className="sr-only">of {exposure.title}</span>
          </Link>
        </>
      )}
    </p>
  );

  return (
    <article
      aria-labelledby={titleId}
      className={`rounded-xl border bg-white p-4 shadow-sm sm:p-5 ${startHere ? 'border-teal-600' : 'border-slate-200'}`}
    >
      {startHere && (
        <p className="mb-2 text-sm font-semibold text-teal-900">
          Start here<span className="font-normal text-slate-700"> · a good first step: hard enough to learn from, not overwhelming</span>
        </p>
      )}
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="min-w-0 font-semibold break-words text-slate-900">
          {exposure.title}
        </h3>
        <DifficultyBadge fearLevel={exposure.fear_level} />
      </div>

      {phone ? (
        <>
          <div className="mt-3 flex items-center justify-between gap-3">
            <button
              type="button"
              aria-expanded={open}
              aria-controls={detailsId}
              onClick={() => setOpen((current) => !current)}
              className={`-ml-2 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-teal-800 hover:bg-slate-50 ${focusRing}`}
            >
              <span className={`transition-transform motion-reduce:transition-none ${open ? 'rotate-90' : ''}`}>
                <ChevronRightIcon />
              </span>
              Details <span className="sr-only">of {exposure.title}</span>
            </button>
            {practise}
          </div>
          <div id={detailsId} hidden={!open}>
            {open && (
              <>
                {details}
                <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
                  {facts}
                  {remove && <div className="ml-auto">{remove}</div>}
                </div>
              </>
            )}
          </div>
        </>
      ) : (
        <>
          {details}
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            {facts}
            <div className="ml-auto flex items-center gap-2">
              {remove}
              {practise}
            </div>
          </div>
        </>
      )}
    </article>
  );
}

/**
 * docs/product.md §34's bar, worded so that practice with no drop in anxiety never reads as "0%" or as failure
 * (docs/clinical.md §25: success is staying and learning, not anxiety falling; decision 021).
 */
function ExposureProgress({ exposure }: { exposure: ExposureResponse }) {
  const percent = progressPercent(exposure);
  const labelId = useId();
  const practised =
    exposure.session_count === 0
      ? 'just started'
      : `${exposure.session_count} ${exposure.session_count === 1 ? 'session' : 'sessions'} practised`;
  return (
    <div className="mt-4">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={labelId} className="font-medium text-slate-800">
          Progress
        </span>
        <span className="text-slate-700 tabular-nums">
          {exposure.latest_anxiety !== null && (
            <span className="mr-2 text-slate-600">
              anxiety {exposure.initial_fear} → {exposure.latest_anxiety}
            </span>
          )}
          {percent > 0 ? `${percent}%` : practised}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={
          percent > 0
            ? `${percent}% of the way from anxiety ${exposure.initial_fear} to 1`
            : `${practised[0]!.toUpperCase()}${practised.slice(1)}; every session you stay with counts`
        }
        className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-teal-700" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** docs/product.md §32: only not-started exposures offer delete; it is confirmed first. */
function DeleteExposure({ exposure, onDeleted }: { exposure: ExposureResponse; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteExposure();

  async function confirmDelete() {
    try {
      await remove.mutateAsync(exposure.id);
    } catch (error) {
      console.error('Deleting the exposure failed', error);
      return;
    }
    // The card is gone with the refreshed list, so the page takes over (focus, announcement).
    onDeleted();
  }

  function close() {
    setConfirming(false);
    remove.reset();
  }

  return (
    <>
      <button
        type="button"
        aria-label={`Delete ${exposure.title}`}
        onClick={() => setConfirming(true)}
        className={`rounded-lg p-2 text-slate-600 hover:bg-red-50 hover:text-red-800 ${focusRing}`}
      >
        <TrashIcon />
      </button>
      <DeleteExposureDialog
        open={confirming}
        title={exposure.title}
        pending={remove.isPending}
        error={remove.isError ? remove.error : null}
        onClose={close}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
