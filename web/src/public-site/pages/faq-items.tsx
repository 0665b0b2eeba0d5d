import { ErpOutcomes, ErpTimeline, SelfHelpEvidence } from '../evidence';
import { hasTrial, isSelfHosted, siteOffer, trialText } from '../plan';

/** The offer is the server's (decision 032): read when the answer is drawn, not when this file loads. */
function CostAnswer() {
  const offer = siteOffer();
  if (isSelfHosted(offer)) {
    return (
      <p>
        Nothing. This Ladder server is self-hosted: every feature is free, and there is no subscription.
      </p>
    );
  }
  return (
    <p>
      One plan with everything in it: {offer.price_sentence}.{' '}
      {hasTrial(offer)
        ? `You start with a ${trialText(offer)}, and you do not need a credit card for the trial.`
        : 'You can cancel at any time.'}
    </p>
  );
}

function CancelAnswer() {
  const offer = siteOffer();
  if (isSelfHosted(offer)) {
    return (
      <p>
        There is no subscription to cancel on this server. You can stop using Ladder whenever you like, and delete
        your account and everything in it from <strong>Settings</strong>.
      </p>
    );
  }
  return (
    <>
      <p>
        You can cancel at any time from your account: choose <strong>Billing</strong> at the top of the app, then
        cancel your subscription there.
      </p>
      <p>
        {hasTrial(offer) ? 'If you cancel during the free trial, you are not charged. If you cancel after the trial, you' : 'If you cancel, you'}{' '}
        keep access until the end of the billing period you have paid for.
      </p>
    </>
  );
}
import { PUBLIC_PAGES } from '../public-pages';
import type { FaqItem } from './FaqAccordion';

/** The twelve topics of spec "Public content pages", in its order. */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'what-is-ladder',
    question: 'What is Ladder?',
    answer: (
      <>
        <p>
          Ladder is a self-help web app for adults with obsessive-compulsive disorder (OCD). It helps you practise
          exposure and response prevention (ERP) with exercises built from your own fears, timed practice sessions, a
          mood journal and progress tracking.
        </p>
        <p>Ladder is a self-help tool. It is not therapy or medical care.</p>
      </>
    ),
  },
  {
    id: 'how-it-works',
    question: 'How does Ladder work?',
    answer: (
      <>
        <p>
          It starts with a short assessment. You write down your obsessions, compulsions and triggers in your own
          words, and you answer the Y-BOCS, a standard questionnaire about how much OCD affects your life.
        </p>
        <p>
          From that, Ladder builds your personal program: a list of exposure exercises, from easier to harder. You
          rate each one from 1 to 10, then practise them in timed sessions, rating your anxiety before and after. When
          you are ready for more, Ladder can suggest new exercises.
        </p>
      </>
    ),
  },
  {
    id: 'does-it-work',
    question: 'Does it work?',
    answer: (
      <>
        <ErpOutcomes />
        <SelfHelpEvidence />
        <p>We cannot promise how much Ladder will help you.</p>
      </>
    ),
  },
  {
    id: 'therapy',
    question: 'Can Ladder replace therapy?',
    answer: (
      <>
        <p>
          No. Ladder does not replace a therapist, a doctor or medication. If you can, work with a licensed mental
          health professional who knows ERP.
        </p>
        <p>
          Some people use Ladder alongside therapy, for example to practise between sessions. If you see a therapist,
          tell them you are using it.
        </p>
      </>
    ),
  },
  {
    id: 'privacy',
    question: 'Is my information private?',
    answer: (
      <>
        <p>
          Yes. What you write about your OCD is encrypted on the server. There are no ads and no trackers, and your
          data is never sold. You can download all of it or delete your account at any time.
        </p>
        <p>
          Our <a href={PUBLIC_PAGES.privacy.path}>privacy page</a> explains what is stored, where, for how long
          and who can see it.
        </p>
      </>
    ),
  },
  {
    id: 'cost',
    question: 'How much does it cost?',
    answer: <CostAnswer />,
  },
  {
    id: 'diagnosis',
    question: 'Do I need a diagnosis to use Ladder?',
    answer: (
      <p>
        No. You do not need a diagnosis, and Ladder cannot give you one. If you think you might have OCD, a doctor or
        mental health professional can assess you and talk with you about treatment.
      </p>
    ),
  },
  {
    id: 'timeline',
    question: 'How long until I notice a change?',
    answer: (
      <>
        <ErpTimeline />
        <p>Practising regularly, a little at a time, matters more than doing a lot at once.</p>
      </>
    ),
  },
  {
    id: 'difficulty',
    question: 'Will it be hard?',
    answer: (
      <>
        <p>
          Sometimes, yes. ERP means feeling anxious on purpose while you hold back a compulsion. That is
          uncomfortable, and it is also how the practice works.
        </p>
        <p>
          You set the pace. Most people start with steps that feel around 4 to 6 out of 10, hard enough to learn from
          but not overwhelming. You choose what to practise and when a session ends. Never do anything that is truly
          dangerous.
        </p>
      </>
    ),
  },
  {
    id: 'devices',
    question: 'What devices can I use?',
    answer: (
      <p>
        Any phone, tablet or computer with an up-to-date web browser. There is nothing to install. Your information is
        kept on the server, so you can switch between devices.
      </p>
    ),
  },
  {
    id: 'cancelling',
    question: 'How do I cancel?',
    answer: <CancelAnswer />,
  },
  {
    id: 'age',
    question: 'Who can use Ladder?',
    answer: (
      <p>
        Adults aged 18 and over. Ladder is not made for children or teenagers. If you are under 18 and think you might
        have OCD, please talk to a parent, a doctor or a school counselor.
      </p>
    ),
  },
];
