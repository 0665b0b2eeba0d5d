import { ContentPage, ContentSection } from '../ContentPage';
import { PUBLIC_PAGES } from '../public-pages';
import { CRISIS_HELPLINES, EATING_DISORDER_HELPLINES, FIND_A_HELPLINE, type Helpline } from '../../components/safety/helplines';

const linkButton =
  'inline-flex items-center justify-center rounded-lg px-4 py-2.5 font-semibold! no-underline! focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

/** Nobody can check every number every day, so the page says so and points to a directory kept up to date. */
const NUMBERS_CHANGE = 'Numbers change: if one does not work, use findahelpline.com.';

/** Each line with its number as a tap-to-call link, and whether it also answers texts. */
function HelplineTable({ helplines, label }: { helplines: readonly Helpline[]; label: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-slate-200 rounded-xl border border-slate-200">
      {helplines.map((line) => (
        <li key={`${line.where}-${line.name}`} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6">
          <span>
            <strong>{line.where}</strong>
            <span className="block text-sm text-slate-600">{line.name}</span>
          </span>
          <span className="whitespace-nowrap">
            <a href={`tel:${line.dial}`}>{line.number}</a>
            {line.text && <span className="text-sm text-slate-600"> (call or text)</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A static page (docs/clinical.md §36: where to get help, not monitoring; "Crisis screen":
 * international helplines, eating-disorder lines too). It names no service Ladder would contact:
 * Ladder cannot send help.
 */
export function CrisisPage() {
  return (
    <ContentPage
      page={PUBLIC_PAGES.crisis}
      cta={false}
      lead={<p>If you are in danger or thinking about ending your life, please reach out for help right now.</p>}
    >
      <section aria-labelledby="emergency-heading" className="rounded-2xl border-2 border-teal-700 bg-teal-50 p-6">
        <h2 id="emergency-heading" className="text-2xl font-bold text-slate-900">
          In an emergency
        </h2>
        <p className="mt-3 text-lg leading-8 text-slate-900">
          <strong>Call your local emergency number</strong> (for example 911 in the US and Canada, 112 in the European
          Union, 999 in the UK), or go to the nearest emergency department.
        </p>
      </section>

      <ContentSection title="In the United States: 988">
        <p>
          Call or text <strong>988</strong> to reach the 988 Suicide &amp; Crisis Lifeline. It is free, confidential
          and open 24 hours a day. You can also chat online at <a href="https://988lifeline.org">988lifeline.org</a>.
        </p>
        <div className="flex flex-wrap gap-3">
          <a href="tel:988" className={`${linkButton} bg-teal-700 text-white! hover:bg-teal-800`}>
            Call 988
          </a>
          <a href="sms:988" className={`${linkButton} border border-slate-300 bg-white text-slate-900! hover:bg-slate-50`}>
            Text 988
          </a>
        </div>
      </ContentSection>

      <ContentSection id="helplines" title="Helplines in other countries">
        <p>Free, confidential lines for anyone who is struggling or thinking about suicide:</p>
        <HelplineTable helplines={CRISIS_HELPLINES} label="Crisis helplines by country" />
        <p>
          For every other country, find a free, confidential helpline at{' '}
          <a href={FIND_A_HELPLINE}>findahelpline.com</a>.
        </p>
        <p>{NUMBERS_CHANGE}</p>
      </ContentSection>

      <ContentSection id="eating-disorders" title="Eating-disorder helplines">
        <p>
          If you live with an eating disorder, or think you might, these lines can talk it through with you and tell you
          about support near you. If you are in danger, call your local emergency number.
        </p>
        <HelplineTable helplines={EATING_DISORDER_HELPLINES} label="Eating-disorder helplines by country" />
        <p>{NUMBERS_CHANGE}</p>
      </ContentSection>

      <ContentSection title="Ladder does not monitor anyone">
        <p>
          Ladder is a self-help app. Nobody reads what you write in Ladder or watches for signs that you are in
          trouble, and Ladder cannot send help. If you need help, please contact the services above yourself, or ask
          someone you trust to do it with you.
        </p>
        <p>If you are worried about someone else, you can call these services for them too.</p>
      </ContentSection>

      <ContentSection title="When it is not an emergency">
        <p>
          If OCD is getting worse, if practising feels like too much, or if your mood is low, take a break from
          exposures and talk to a doctor or a mental health professional. The International OCD Foundation lists
          therapists and support groups at <a href="https://iocdf.org">iocdf.org</a>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
