import { Callout, ContentPage, ContentSection } from '../ContentPage';
import { ErpOutcomes, ErpTimeline, FOA_2005, SelfHelpEvidence } from '../evidence';
import { ExampleLadder } from '../ExampleLadder';
import { PUBLIC_PAGES } from '../public-pages';

/** Craske et al. 2014: what is learned during exposure matters, not how far fear falls within a session. */
const CRASKE_2014 = {
  reference:
    'Craske, M. G., Treanor, M., Conway, C. C., Zbozinek, T., & Vervliet, B. (2014). Maximizing exposure therapy: An inhibitory learning approach. Behaviour Research and Therapy, 58, 10–23.',
  url: 'https://doi.org/10.1016/j.brat.2014.04.006',
} as const;

export function WhatIsErpPage() {
  return (
    <ContentPage
      page={PUBLIC_PAGES.whatIsErp}
      lead={
        <p>
          Exposure and response prevention (ERP) is a type of cognitive behavioral therapy made for OCD. It is the
          psychological treatment for OCD with the most research behind it, and it is what Ladder helps you practise.
        </p>
      }
    >
      <ContentSection title="The two parts of ERP">
        <p>
          <strong>Exposure</strong> means facing, on purpose, the things that trigger your obsessions: a place, an
          object, a situation, or a thought or image. You start with easier steps and work up to harder ones.
        </p>
        <p>
          <strong>Response prevention</strong> means holding back the compulsion during and after the exposure: no
          washing, checking, asking for reassurance or going over it in your mind. You let the anxiety be there and
          notice what happens.
        </p>
      </ContentSection>

      <ContentSection title="Why it helps">
        <p>
          Each compulsion brings a little relief, and that relief teaches your brain that the fear was real and the
          compulsion was needed. ERP lets you learn something different: that you can handle the anxiety and the
          uncertainty, and that what you feared often does not happen, or is easier to bear than OCD told you.
        </p>
        <p>
          You do not have to wait for your anxiety to go down before you stop. A practice counts even if you felt
          anxious the whole time. What matters is that you stayed with it without the compulsion.
        </p>
      </ContentSection>

      <ContentSection title="Your ladder of exposures">
        <p>
          A ladder (therapists call it a hierarchy) is a list of exposures, each rated by how hard it would feel,
          from 1 (hardly anxious at all) to 10 (the most anxious you can imagine). A good ladder goes from around 2 or
          3 up to 8 or more, with several steps at each level, so you can vary your practice.
        </p>
        <p>
          Most people start with steps around 4 to 6: hard enough to learn from, but not so hard that you cannot stay
          with them. You do not have to climb strictly in order. Mixing steps of different difficulty works too.
        </p>
        <ExampleLadder />
      </ContentSection>

      <ContentSection title="What a practice session looks like">
        <ol>
          <li>Choose a step from your ladder.</li>
          <li>Rate how anxious you feel right now, from 1 to 10.</li>
          <li>Start the timer and do the exposure. Stay with the feeling and do not do the compulsion.</li>
          <li>End the session when you choose. It does not have to end because your anxiety went down.</li>
          <li>Rate your anxiety again and write down what you noticed. Did what you feared happen?</li>
          <li>Repeat the step on other days, then try new ones.</li>
        </ol>
      </ContentSection>

      <ContentSection title="How long it takes">
        <ErpTimeline />
        <p>Regular practice between sessions is a big part of it: a little every day helps more than a lot at once.</p>
      </ContentSection>

      <ContentSection title="Does it work?">
        <ErpOutcomes />
        <SelfHelpEvidence />
      </ContentSection>

      <Callout title="Discomfort, never danger">
        <p>
          ERP asks you to feel uncomfortable, never to put yourself or anyone else at risk. Skip any exercise that
          feels unsafe. If your OCD or your mood gets worse, talk to a doctor or a mental health professional. If you
          are in crisis, see our <a href={PUBLIC_PAGES.crisis.path}>crisis resources</a>.
        </p>
      </Callout>

      <ContentSection id="sources" title="Sources">
        <ul>
          <li>
            {FOA_2005.reference} <a href={FOA_2005.url}>{FOA_2005.url}</a>
          </li>
          <li>
            {CRASKE_2014.reference} <a href={CRASKE_2014.url}>{CRASKE_2014.url}</a>
          </li>
        </ul>
      </ContentSection>
    </ContentPage>
  );
}
