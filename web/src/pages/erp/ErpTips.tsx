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

export function ErpTips() {
  return (
    <aside aria-labelledby="erp-tips-heading" className="rounded-xl border border-teal-200 bg-teal-50 p-5 text-sm text-slate-800">
      <h2 id="erp-tips-heading" className="text-base font-semibold text-teal-900">
        Tips for practice
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5">
        {TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </aside>
  );
}
