import { focusRing } from './styles';

export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" fill="#0f766e" />
      <path
        d="M11 6v20M21 6v20M11 10h10M11 16h10M11 22h10"
        stroke="#fff"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The product logo as a link home; its accessible name says where it goes. A plain link: the home
 * page is its own pre-rendered document, in the app as on the public pages (docs/performance.md).
 */
export function Logo() {
  return (
    <a
      href="/"
      aria-label="Ladder home"
      className={`inline-flex items-center gap-2 rounded-lg text-lg font-bold text-slate-900 ${focusRing}`}
    >
      <LogoMark />
      <span aria-hidden="true">Ladder</span>
    </a>
  );
}
