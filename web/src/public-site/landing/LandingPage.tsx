import { CallToAction } from '../CallToAction';
import { PROSE } from '../ContentPage';
import { ErpOutcomes, ErpTimeline, SelfHelpEvidence } from '../evidence';
import { ExampleLadder } from '../ExampleLadder';
import { heroLine, siteOffer, startLabel } from '../plan';
import { PUBLIC_PAGES } from '../public-pages';
import { usePublicPage } from '../usePublicPage';
import { StepsIllustration } from '../../components/ui/illustrations';
import { buttonClasses } from '../../components/ui/styles';
import { FeaturesSection } from './FeaturesSection';
import { PricingSection } from './PricingSection';

const STEPS = [
  {
    title: 'Tell Ladder about your OCD',
    text: 'Write down your obsessions, compulsions and triggers in your own words, and answer the Y-BOCS, a standard questionnaire about how much OCD affects you.',
  },
  {
    title: 'Get your own ladder',
    text: 'Ladder suggests exposure exercises built from what you wrote. You rate each one from 1 to 10, so you can start around 4 to 6 and work up.',
  },
  {
    title: 'Practise and see your progress',
    text: 'Run timed practice sessions, rate your anxiety before and after, keep a mood journal, and follow your self-reported scores over time.',
  },
] as const;

/** docs/product.md §7: hero, features, pricing, a call to action; the footer comes with the layout. */
export function LandingPage() {
  usePublicPage(PUBLIC_PAGES.landing);
  const offer = siteOffer();

  return (
    <>
      <section className="bg-gradient-to-b from-teal-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.1fr_1fr]">
          <div>
            <StepsIllustration className="mb-6 h-16 w-auto text-teal-700 sm:h-20" />
            <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
              Face OCD one step at a time
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-8 text-slate-700">
              Ladder is a self-help app for adults with OCD. It helps you practise exposure and response prevention
              (ERP): facing what triggers your fears in small steps, without doing the compulsions that keep OCD going.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <a href="/register" className={buttonClasses('primary', 'px-6 py-3 text-base')}>
                {startLabel(offer)}
              </a>
              <a href={PUBLIC_PAGES.whatIsErp.path} className={buttonClasses('secondary', 'px-6 py-3 text-base')}>
                How ERP works
              </a>
            </div>
            <p className="mt-4 text-sm text-slate-600">
              {heroLine(offer)} · A self-help tool, not therapy
            </p>
          </div>
          <ExampleLadder headingLevel="p" />
        </div>
      </section>

      <section aria-labelledby="how-heading" className="border-t border-slate-200">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="how-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            How Ladder works
          </h2>
          <ol className="mt-8 grid gap-6 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <span
                  aria-hidden="true"
                  className="flex size-9 items-center justify-center rounded-full bg-teal-100 font-bold text-teal-900"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-2 leading-7 text-slate-700">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <FeaturesSection />

      <section aria-labelledby="evidence-heading" className="border-t border-slate-200">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="evidence-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            What the research says
          </h2>
          <div className={`mt-6 max-w-3xl text-lg ${PROSE}`}>
            <ErpOutcomes />
            <SelfHelpEvidence />
            <ErpTimeline />
          </div>
        </div>
      </section>

      <PricingSection />
      <CallToAction />
    </>
  );
}
