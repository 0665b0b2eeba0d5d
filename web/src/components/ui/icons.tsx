/** Decorative icons; the control around them carries the accessible name. */
export function ChevronDownIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
      <path
        fillRule="evenodd"
        d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

export function UserIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-5">
      <path d="M10 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM3.47 15.1a.9.9 0 0 0 .37 1.08A11.45 11.45 0 0 0 10 18c2.27 0 4.39-.66 6.16-1.82a.9.9 0 0 0 .37-1.08 7 7 0 0 0-13.06 0Z" />
    </svg>
  );
}
