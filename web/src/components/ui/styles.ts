/** Shared class lists, so links that look like buttons match real buttons. */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

// aria-disabled: a button that stays focusable and clickable to explain why it is unavailable.
const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-teal-700 text-white shadow-sm hover:bg-teal-800 disabled:bg-teal-700/60 aria-disabled:bg-teal-700/60 aria-disabled:hover:bg-teal-700/60',
  secondary:
    'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 disabled:text-slate-500 aria-disabled:text-slate-500 aria-disabled:hover:bg-white',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800 disabled:bg-red-700/60',
};

export function buttonClasses(variant: ButtonVariant = 'primary', extra = ''): string {
  return [
    'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors',
    'disabled:cursor-not-allowed aria-disabled:cursor-not-allowed',
    focusRing,
    variants[variant],
    extra,
  ].join(' ');
}
