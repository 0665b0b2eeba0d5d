import { useId, useState } from 'react';
import { ChevronRightIcon } from '../../components/ui/icons';
import { focusRing } from '../../components/ui/styles';

/**
 * docs/product.md §32 tips box. Inhibitory learning (Craske et al. 2008, 2014; docs/clinical.md §23): a session
 * ends when the person chooses, not when a rating falls; no reassurance, no relaxation or breathing,
 * no promised outcomes. Completion follows the spec: a session begun at anxiety 1.
 */
const TIPS = [
  'Start with an exposure where your anxiety would be about 4 to 6 out of 10.',
  'Stay with it until you choose to end the session, whether your anxiety rises, stays the same or falls.',
  'Hold back the compulsion during the exposure and afterwards. That includes checking, asking others if things are OK, and going over it in your head.',
  'If you slip into a compulsion, notice it and carry on. The session still counts.',
  'Repeat an exposure as often as you like. It counts as complete when you begin a session with your anxiety at 1.',
] as const;

function TipList() {
  return (
    <ul className="mt-3 list-disc space-y-2 pl-5">
      {TIPS.map((tip) => (
        <li key={tip}>{tip}</li>
      ))}
    </ul>
  );
}

/** Beside the exposures, on screens wide enough for two columns. */
export function ErpTips() {
  return (
    <aside aria-labelledby="erp-tips-heading" className="rounded-xl border border-teal-200 bg-teal-50 p-5 text-sm text-slate-800">
      <h2 id="erp-tips-heading" className="text-base font-semibold text-teal-900">
        Tips for practice
      </h2>
      <TipList />
    </aside>
  );
}

/**
 * Above the exposures where there is one column: below the list, the advice sat under ten long
 * cards where nobody saw it (issue 18). Folded, so the list still comes first; open, it lives in
 * this component's state only (decision 037).
 */
export function FoldedErpTips() {
  const [open, setOpen] = useState(false);
  const tipsId = useId();
  return (
    <div className="rounded-xl border border-teal-200 bg-teal-50 text-sm text-slate-800">
      <h2 className="text-base font-semibold text-teal-900">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={tipsId}
          onClick={() => setOpen((current) => !current)}
          className={`flex min-h-11 w-full items-center gap-2 rounded-xl px-4 py-2 text-left ${focusRing}`}
        >
          <span className={`transition-transform motion-reduce:transition-none ${open ? 'rotate-90' : ''}`}>
            <ChevronRightIcon />
          </span>
          Tips for practice
        </button>
      </h2>
      <div id={tipsId} hidden={!open} className="px-4 pb-4">
        {open && <TipList />}
      </div>
    </div>
  );
}
