import type { ReactNode } from 'react';

/** Simple line icons for the feature cards; decorative, the card's heading names the feature. */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="size-6"
    >
      {children}
    </svg>
  );
}

export const FEATURE_ICONS = {
  personal: (
    <Icon>
      <circle cx="12" cy="8" r="3.5" />
      <path d="M5 20a7 7 0 0 1 14 0" />
    </Icon>
  ),
  progress: (
    <Icon>
      <path d="M4 20V4" />
      <path d="M4 20h16" />
      <path d="m7 15 4-4 3 3 5-6" />
    </Icon>
  ),
  privacy: (
    <Icon>
      <rect x="5" y="10.5" width="14" height="9.5" rx="2" />
      <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" />
    </Icon>
  ),
  pace: (
    <Icon>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </Icon>
  ),
  evidence: (
    <Icon>
      <path d="M5 4.5h10l4 4v11H5z" />
      <path d="m9 13.5 2 2 4-4" />
    </Icon>
  ),
  generate: (
    <Icon>
      <path d="M12 4v5M12 15v5M4 12h5M15 12h5" />
      <path d="m7 7 2 2M15 15l2 2M17 7l-2 2M9 15l-2 2" />
    </Icon>
  ),
} as const;
