import { Callout, ContentPage, ContentSection } from '../ContentPage';
import { PUBLIC_PAGES } from '../public-pages';

const CYCLE = [
  { step: 'Trigger', text: 'Something sets it off: a door handle, a news story, a thought out of nowhere.' },
  { step: 'Obsession', text: 'An unwanted thought, image or urge shows up and feels urgent and important.' },
  { step: 'Distress', text: 'Anxiety, disgust, guilt or a strong feeling that something is “not right”.' },
  { step: 'Compulsion', text: 'You do something to make the feeling go away or to stop something bad from happening.' },
  { step: 'Short relief', text: 'You feel better for a while, so your brain learns that the compulsion “worked”.' },
] as const;

export function WhatIsOcdPage() {
  return (
    <ContentPage
      page={PUBLIC_PAGES.whatIsOcd}
      lead={
        // "About 2 in 100": lifetime prevalence 2.3% (Ruscio, Stein, Chiu & Kessler 2010, National Comorbidity Survey Replication).
        <p>
          Obsessive-compulsive disorder (OCD) is a common mental health condition. About 2 in every 100 people have it
          at some point in their lives. It is not a quirk or a love of being tidy: it can take up hours of the day and
          get in the way of work, family and rest. It is also treatable.
        </p>
      }
    >
      <ContentSection title="Obsessions">
        <p>
          Obsessions are unwanted thoughts, images or urges that keep coming back. They cause anxiety, disgust, guilt
          or doubt. For example:
        </p>
        <ul>
          <li>&ldquo;What if I caught something from that door handle and pass it to my kids?&rdquo;</li>
          <li>&ldquo;Did I lock the door? What if someone breaks in because of me?&rdquo;</li>
          <li>A sudden image of hurting someone you love, which horrifies you.</li>
          <li>A feeling that things must be even or &ldquo;just right&rdquo;, or something bad will happen.</li>
        </ul>
        <p>
          Almost everyone has odd or upsetting thoughts now and then. In OCD, the thoughts feel urgent and important,
          they are hard to let go of, and they often go against what the person values most.
        </p>
      </ContentSection>

      <ContentSection title="Compulsions">
        <p>
          Compulsions are things you do to ease the distress or to prevent what you fear. Some are easy to see, and
          some happen only in your head:
        </p>
        <ul>
          <li>washing or cleaning over and over, or in a set way</li>
          <li>checking locks, switches or appliances again and again</li>
          <li>counting, repeating, arranging or tapping until it feels right</li>
          <li>asking other people for reassurance, or searching online for it</li>
          <li>going over events in your mind, praying or &ldquo;cancelling out&rdquo; a bad thought</li>
          <li>avoiding places, people or things that trigger the fear</li>
        </ul>
      </ContentSection>

      <ContentSection title="The OCD cycle">
        <p>Obsessions and compulsions feed each other in a loop:</p>
        <ol className="grid gap-3 sm:grid-cols-5">
          {CYCLE.map(({ step, text }, index) => (
            <li key={step} className="rounded-lg border border-slate-200 bg-white p-3 text-sm leading-6">
              <span className="block font-semibold text-slate-900">
                {index + 1}. {step}
              </span>
              {text}
            </li>
          ))}
        </ol>
        <p>
          The relief does not last. Each time a compulsion brings relief, the fear seems a little more real and the
          urge to do the compulsion next time gets stronger. Over time, OCD can take up more and more of the day.
        </p>
        <p>
          Treatment breaks this loop. <a href={PUBLIC_PAGES.whatIsErp.path}>Exposure and response prevention
          (ERP)</a> teaches you to face the trigger and let the distress be there without doing the compulsion.
        </p>
      </ContentSection>

      <ContentSection title="What OCD is about">
        <p>
          OCD can attach to almost anything: germs, safety, order, religion, relationships, sexuality or your own
          thoughts. Many people have more than one theme, and themes can change over time.{' '}
          <a href={PUBLIC_PAGES.typesOfOcd.path}>Read about common types of OCD.</a>
        </p>
      </ContentSection>

      <ContentSection title="Getting help">
        <p>
          OCD is treatable. The main treatments are ERP, a type of cognitive behavioral therapy, and certain
          medicines. A doctor or mental health professional can tell you whether what you are going through is OCD and
          help you choose a treatment.
        </p>
        <p>
          You do not need a diagnosis to use Ladder, and Ladder cannot give you one. Ladder is a self-help tool, not
          therapy or medical care.
        </p>
      </ContentSection>

      <Callout title="If you are in crisis">
        <p>
          If you are thinking about hurting yourself or you are in danger, call your local emergency number now. In
          the US, call or text 988. <a href={PUBLIC_PAGES.crisis.path}>More crisis resources</a>
        </p>
      </Callout>
    </ContentPage>
  );
}
