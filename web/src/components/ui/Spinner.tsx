interface SpinnerProps {
  label: string;
  /** Shows the label next to the spinner; otherwise it is only announced. */
  showLabel?: boolean;
}

export function Spinner({ label, showLabel = false }: SpinnerProps) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 text-slate-700">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-teal-700 border-t-transparent motion-reduce:animate-none"
      />
      <span className={showLabel ? '' : 'sr-only'}>{label}</span>
    </div>
  );
}

export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-safe items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}
