import { useState } from 'react';
import { buttonClasses, focusRing } from '../ui/styles';
import { EMERGENCY_EXAMPLES, localEmergency } from './emergency-number';
import { CRISIS_PAGE, LIFELINE_988, type Helpline } from './helplines';

/** An underlined link in running text. */
export const textLink = `rounded font-medium text-teal-800 underline underline-offset-2 hover:text-teal-950 ${focusRing}`;

const callButton = (variant: 'primary' | 'secondary') => buttonClasses(variant, 'min-w-32 py-2.5 text-base');

/**
 * Where to turn now: call or text 988, the local emergency number (a guess from the device's
 * settings, always with "your local emergency number"), and the crisis page's other helplines.
 */
export function SupportLinks() {
  const [local] = useState(localEmergency);
  const [first, ...others] = local?.numbers ?? [];

  return (
    <div className="divide-y divide-slate-200 [&>*]:py-5 [&>*:first-child]:pt-0 [&>*:last-child]:pb-0">
      <div>
        <p className="font-semibold text-slate-900">Call or text 988</p>
        <p className="mt-1 text-slate-700">
          The 988 Suicide &amp; Crisis Lifeline in the US, and 9-8-8 in Canada. Free, confidential, 24 hours a day.
        </p>
        <div className="mt-3 flex flex-wrap gap-3">
          <a href={LIFELINE_988.call} className={callButton('primary')}>
            Call 988
          </a>
          <a href={LIFELINE_988.text} className={callButton('secondary')}>
            Text 988
          </a>
        </div>
      </div>

      <div>
        <p className="font-semibold text-slate-900">If you are in danger now</p>
        {local && first ? (
          <>
            <p className="mt-1 text-slate-700">
              Call <strong className="font-semibold text-slate-900">{first}</strong>, the emergency number in {local.place}
              {others.length > 0 && <> ({others.join(' or ')} works too)</>}. If you are somewhere else, call your local
              emergency number.
            </p>
            <div className="mt-3">
              <a href={`tel:${first}`} className={callButton('secondary')}>
                Call {first}
              </a>
            </div>
          </>
        ) : (
          <p className="mt-1 text-slate-700">
            Call your local emergency number (for example {EMERGENCY_EXAMPLES}), or go to the nearest emergency
            department.
          </p>
        )}
      </div>

      <div>
        <p className="font-semibold text-slate-900">Somewhere else?</p>
        <p className="mt-1 text-slate-700">
          <a href={CRISIS_PAGE} className={textLink}>
            Helplines in other countries
          </a>{' '}
          are on Ladder&apos;s crisis resources page.
        </p>
      </div>
    </div>
  );
}

/** A short list of helplines, each number a tap-to-call link. */
export function HelplineList({ helplines, label }: { helplines: readonly Helpline[]; label: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {helplines.map((line) => (
        <li key={`${line.where}-${line.name}`} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
          <span className="text-slate-800">
            <span className="font-medium text-slate-900">{line.where}:</span> {line.name}
          </span>
          <a
            href={`tel:${line.dial}`}
            className={`whitespace-nowrap ${textLink}`}
          >
            {line.number}
          </a>
        </li>
      ))}
    </ul>
  );
}
