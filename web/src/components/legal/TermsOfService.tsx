import { TOS_VERSION } from '@ladder/contracts';
import type { ElementType } from 'react';

const sections: { title: string; body: string[] }[] = [
  {
    title: 'Who can use Ladder',
    body: ['Ladder is for adults. You must be 18 or older to use it. By accepting these terms you confirm that you are.'],
  },
  {
    title: 'What Ladder is, and what it is not',
    body: [
      'Ladder is a self-help tool for practising exposure and response prevention (ERP) on your own. It is not therapy or medical care. It gives no medical advice, diagnosis or treatment, it does not monitor you for a crisis, and it creates no therapist-patient relationship.',
      'In a crisis, call your local emergency number. In the US, call or text 988.',
    ],
  },
  {
    title: 'Your choices and your safety',
    body: [
      'You decide which exercises to do, when to do them and when to stop. Exercises are suggestions written by software and can be wrong. Do not carry out anything that could put you or anyone else at real risk, and stop any exercise whenever you choose.',
    ],
  },
  {
    title: 'Your account',
    body: [
      'Keep your password to yourself and use the account only for your own practice. You can stop using Ladder at any time.',
    ],
  },
  {
    title: 'Your data',
    body: [
      'What you write is stored encrypted and used only to run Ladder for you, for example to create your exercises, which may involve an AI service chosen by whoever runs this site. We do not sell your data or use it for advertising.',
    ],
  },
  {
    title: 'Subscription',
    body: [
      'Some features may need a paid subscription. The price and any free trial are shown before you pay, and you can cancel at any time.',
    ],
  },
  {
    title: 'No promises of results',
    body: [
      'We work to keep Ladder useful and available, but we cannot promise that it will help you or that it will always be available. As far as the law allows, we are not responsible for what happens when you choose to do an exercise.',
    ],
  },
  {
    title: 'Changes to these terms',
    body: ['If these terms change in a way that matters, we will ask you to read and accept the new version.'],
  },
];

/** The Terms of Service a person accepts at the first intake step (docs/product.md §25); the version comes from contracts. */
export function TermsOfService({ headingAs: Heading = 'h3', titled = true }: { headingAs?: ElementType; titled?: boolean }) {
  return (
    <section aria-labelledby={titled ? 'terms-of-service-title' : undefined} className="space-y-4 text-slate-700">
      <div>
        {/* On the public /terms page the page's own h1 is the title. */}
        {titled && (
          <Heading id="terms-of-service-title" className="text-lg font-semibold text-slate-900">
            Terms of Service
          </Heading>
        )}
        <p className="text-sm text-slate-600">Version {TOS_VERSION}</p>
      </div>
      <ol className="list-decimal space-y-3 pl-5 marker:font-semibold marker:text-slate-900">
        {sections.map((section) => (
          <li key={section.title}>
            <p className="font-semibold text-slate-900">{section.title}</p>
            {section.body.map((paragraph) => (
              <p key={paragraph} className="mt-1">
                {paragraph}
              </p>
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}
