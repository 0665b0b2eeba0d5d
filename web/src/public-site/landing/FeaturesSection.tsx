import type { ReactNode } from 'react';
import { PUBLIC_PAGES } from '../public-pages';
import { FEATURE_ICONS } from './feature-icons';

/** docs/product.md §7 "Public marketing claims": the six features, named as the spec names them. */
const FEATURES: readonly { title: string; icon: ReactNode; text: ReactNode }[] = [
  {
    title: 'Personalized ERP exercises',
    icon: FEATURE_ICONS.personal,
    text: 'Exercises built from your own obsessions, compulsions and triggers, in your own words where possible.',
  },
  {
    title: 'Progress tracking and analytics',
    icon: FEATURE_ICONS.progress,
    text: 'Follow your self-reported Y-BOCS score over time, along with your practice sessions, streaks and milestones.',
  },
  {
    title: 'Privacy-focused and encrypted data',
    icon: FEATURE_ICONS.privacy,
    text: (
      <>
        What you write about your OCD is encrypted on the server. No ads, no trackers, and your data is never sold.{' '}
        <a href={PUBLIC_PAGES.privacy.path} className="font-medium text-teal-800 underline underline-offset-2">
          How Ladder handles your data
        </a>
      </>
    ),
  },
  {
    title: 'Self-paced program',
    icon: FEATURE_ICONS.pace,
    text: 'Practise when it suits you. You choose each step, and you decide when a session ends.',
  },
  {
    title: 'Evidence-based techniques',
    icon: FEATURE_ICONS.evidence,
    text: 'Built on exposure and response prevention (ERP), the psychological treatment for OCD with the most research behind it.',
  },
  {
    title: 'New exercises generated as needed',
    icon: FEATURE_ICONS.generate,
    text: 'When you are ready for more, ask for new exercises. You rate each one before it joins your list.',
  },
];

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-heading" className="scroll-mt-6 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="features-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          Features
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">Everything you need to practise ERP on your own terms.</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-lg bg-teal-50 text-teal-800">
                {feature.icon}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{feature.title}</h3>
              <p className="mt-2 leading-7 text-slate-700">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
