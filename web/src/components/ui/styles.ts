/** Shared class lists, so links that look like buttons match real buttons. */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

/**
 * A text field, select or text area. The border is slate-500 (4.8:1 on white, 6.3:1 in the dark
 * scheme): it is what shows where to type, so WCAG 1.4.11 asks 3:1 of it (slate-300 was 1.5:1).
 */
export const fieldClasses = `mt-1 block w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-teal-700 ${focusRing}`;

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
