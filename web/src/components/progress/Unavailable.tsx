import { Button } from '../ui/Button';

/**
 * docs/product.md §57: a dashboard or journal load that fails is only logged. The person sees a calm note, not an error,
 * and can ask again.
 */
export function Unavailable({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
      <p>{what} can't be shown right now.</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
