import { ContentPage, ContentSection } from '../../components/public/ContentPage';
import { PUBLIC_PAGES } from '../../components/public/public-pages';

const linkButton =
  'inline-flex items-center justify-center rounded-lg px-4 py-2.5 font-semibold! no-underline! focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

/**
 * A static page (CLINICAL.md "Honest claims": where to get help, not monitoring). It names no
 * service Ladder would contact: Ladder cannot send help.
 */
export function CrisisPage() {
  return (
    <ContentPage
      page={PUBLIC_PAGES.crisis}
      cta={false}
      lead={<p>If you are in danger or thinking about ending your life, please reach out for help right now.</p>}
    >
      <section aria-labelledby="emergency-heading" className="rounded-2xl border-2 border-red-700 bg-red-50 p-6">
        <h2 id="emergency-heading" className="text-2xl font-bold text-red-950">
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

      <ContentSection title="Everywhere else">
        <p>
          Find a free, confidential helpline in your country at{' '}
          <a href="https://findahelpline.com">findahelpline.com</a>.
        </p>
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
