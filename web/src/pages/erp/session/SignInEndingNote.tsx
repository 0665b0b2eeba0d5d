import { useSignInEnding } from '../../../auth/practice-running';

/**
 * Issue 17 "no interruption": when the sign-in cannot be extended any more (its absolute lifetime, or
 * it was ended from another device), the practice says so in its own words instead of a dialog over
 * the timer, and says what happens next. Not an error: nothing is lost (docs/practice.md 1.7).
 */
export function SignInEndingNote() {
  const ending = useSignInEnding();
  if (!ending) return null;
  return (
    <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-left text-sm text-slate-800">
      Your sign-in is about to end and cannot be extended again. Carry on: your practice is kept on this device, and
      after you sign in again it continues from here and you can save it.
    </p>
  );
}
