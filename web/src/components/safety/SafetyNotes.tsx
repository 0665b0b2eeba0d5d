import type { SafetyNote } from '@ladder/contracts';
import { useId } from 'react';
import { useSafetyNotes } from '../../api/safety';
import { CRISIS_PAGE } from './helplines';
import { textLink } from './SupportLinks';

const LIST_NAMES: Record<SafetyNote['list'], string> = {
  obsessions: 'From your obsessions',
  compulsions: 'From your compulsions',
  triggers: 'From your triggers',
};

/**
 * Beside a generated ladder: the items of the person's own lists that no step is built from, each
 * with their words and why (docs/clinical.md §12: "this one is for a professional").
 * A quiet note, not an error, each with the crisis page (an instruction the app would not quote needs
 * none); nothing shows while it loads or when there is nothing to say.
 */
export function SafetyNotes({ headingAs: Heading = 'h3' }: { headingAs?: 'h2' | 'h3' }) {
  const notes = useSafetyNotes();
  const headingId = useId();
  if (!notes.data) return null;
  const signposts = [
    // Hoarding disorder is its own condition (docs/clinical.md §22): said calmly, beside the ladder.
    notes.data.hoarding_signpost && (
      <Signpost key="hoarding" heading="About keeping things" text={notes.data.hoarding_signpost} Heading={Heading} />
    ),
    // Ladder is made for adults (spec; docs/clinical.md §20): a signpost, never a gate.
    notes.data.young_person_signpost && (
      <Signpost key="young" heading="If you are under 18" text={notes.data.young_person_signpost} Heading={Heading} />
    ),
  ].filter(Boolean);
  const signpost = signposts.length > 0 ? <div className="space-y-4">{signposts}</div> : null;
  if (notes.data.notes.length === 0) return signpost;

  return (
    <>
      {signpost && <div className="mb-4">{signpost}</div>}
      <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
        <Heading id={headingId} className="font-semibold text-slate-900">
          Not in your ladder
        </Heading>
        <p className="mt-1 text-sm text-slate-700">
          Some of what you wrote is not something to practise with self-help exposures, so these steps leave it out.
        </p>
        <ul className="mt-3 space-y-3">
          {notes.data.notes.map((note, index) => (
            <li key={`${note.list}-${index}`} className="rounded-lg bg-white p-3 text-sm">
              <p className="text-slate-600">{LIST_NAMES[note.list]}</p>
              <p className="mt-0.5 font-medium break-words whitespace-pre-line text-slate-900">“{note.text}”</p>
              <p className="mt-1 text-slate-700">
                {note.message}
                {note.reason !== 'instruction' && (
                  <>
                    {' '}
                    <a href={CRISIS_PAGE} className={textLink}>
                      Where to find support
                    </a>
                  </>
                )}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function Signpost({ heading, text, Heading }: { heading: string; text: string; Heading: 'h2' | 'h3' }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
      <Heading id={id} className="font-semibold text-slate-900">
        {heading}
      </Heading>
      <p className="mt-1 text-sm text-slate-700">
        {text}{' '}
        <a href={CRISIS_PAGE} className={textLink}>
          Where to find support
        </a>
      </p>
    </section>
  );
}
