interface ScoreChangeProps {
  /** Rounded percent change from the previous score. */
  percent: number;
}

/** docs/product.md §44: zero or less is a green down arrow, above zero a red up arrow; the words say the same. */
export function ScoreChange({ percent }: ScoreChangeProps) {
  const direction = percent <= 0 ? 'down' : 'up';
  const words = percent === 0 ? 'no change, 0%' : `${direction} ${Math.abs(percent)}%`;
  return (
    <span
      data-direction={direction}
      className={`inline-flex items-center gap-1 font-semibold ${direction === 'down' ? 'text-green-700' : 'text-red-700'}`}
    >
      <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-5">
        {direction === 'down' ? (
          <path
            fillRule="evenodd"
            d="M10 3a.75.75 0 0 1 .75.75v10.64l3.96-4.16a.75.75 0 1 1 1.08 1.04l-5.25 5.5a.75.75 0 0 1-1.08 0l-5.25-5.5a.75.75 0 1 1 1.08-1.04l3.96 4.16V3.75A.75.75 0 0 1 10 3Z"
            clipRule="evenodd"
          />
        ) : (
          <path
            fillRule="evenodd"
            d="M10 17a.75.75 0 0 1-.75-.75V5.61L5.29 9.77a.75.75 0 0 1-1.08-1.04l5.25-5.5a.75.75 0 0 1 1.08 0l5.25 5.5a.75.75 0 1 1-1.08 1.04l-3.96-4.16v10.64A.75.75 0 0 1 10 17Z"
            clipRule="evenodd"
          />
        )}
      </svg>
      <span aria-hidden="true">{Math.abs(percent)}%</span>
      <span className="sr-only">{words}</span>
    </span>
  );
}
