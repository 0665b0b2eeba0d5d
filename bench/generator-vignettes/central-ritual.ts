import { ybocs, type GeneratorVignette } from './types';

/**
 * The central ritual or avoidance gets steps of its own (a clinician-minded review, mean 6.6/10 over 21 intakes: the
 * avoidance or ritual at the centre of a person's OCD often got no step while generic steps did). Its avoidance graded
 * (with support, then without), its ritual put off then limited, in the person's words, never with their reason or who
 * does it instead glued into a step. Written as people type, before running any of them.
 */
export const CENTRAL_RITUAL_VIGNETTES: readonly GeneratorVignette[] = [
  {
    id: 'central-hiv-tests',
    summary: 'Man who books an HIV test every few weeks after a one-off encounter years ago',
    tags: ['terse', 'medical'],
    obsessions: ['that i caught HIV off someone years ago and its been silently damaging me'],
    compulsions: ['getting HIV tests every few weeks', 'looking up symptoms at night'],
    triggers: ['a sore throat', 'adverts about sexual health'],
    ybocs: ybocs(21),
    expect: {
      themes: ['health'],
      forbiddenThemes: ['contamination', 'sexual_orientation'],
      mustNotContain: [
        { pattern: /\b(?:do not|don't|never)\s+(?:go to|see|call|ring|contact)\s+(?:a|your|the)\s+(?:doctor|gp|clinic)\b/i, why: 'medical care is never held back (docs/clinical.md §9)' },
        { pattern: /\b(?:skip|cancel|miss)\w*\b[^.]{0,30}\btest/i, why: 'only extra tests are held back, never one a doctor asked for' },
      ],
    },
    notes: 'An extra HIV test put off for two weeks, then a month with only the tests agreed with a doctor.',
  },
  {
    id: 'central-baby-bath',
    summary: 'New mum with images of drowning her baby who only baths him when her mum is round',
    tags: ['core'],
    obsessions: ['horrible flashes of drowning my baby at bathtime'],
    compulsions: ['wont bath the baby unless my mum is round', 'checking hes still breathing at night'],
    triggers: ['bathtime', 'the baby crying'],
    ybocs: ybocs(24),
    expect: {
      themes: ['taboo_thoughts'],
      forbiddenThemes: ['pocd', 'sexual_orientation'],
      mustNotContain: [{ pattern: /\bunless your mum is round\b/i, why: 'the avoidance’s condition is never pasted into a step' }],
    },
    notes: 'The bath graded: with another adult beside her, then on her own; ordinary care, as the library words it.',
  },
  {
    id: 'central-nan-stairs',
    summary: 'Young man afraid he will push his nan down the stairs; his brother walks behind her instead',
    tags: ['rambling'],
    obsessions: ['that i will shove my nan down the stairs when i walk behind her'],
    compulsions: ['avoid walking behind her on the stairs, make my brother do it', 'asking my mum if im a bad person'],
    triggers: ['the stairs at nans', 'sunday visits'],
    ybocs: ybocs(19),
    expect: {
      themes: ['taboo_thoughts'],
      forbiddenThemes: ['contamination'],
      mustNotContain: [{ pattern: /\bmake your brother do it\b/i, why: 'who does it instead is the person’s account, not an instruction' }],
    },
    notes: 'Walking behind his nan on the stairs himself, without his brother taking over.',
  },
  {
    id: 'central-hug-after-shower',
    summary: 'Care worker who will not hug her kids until she has showered after a shift',
    tags: ['terse'],
    obsessions: ['bringing germs home from the care home and my kids getting really ill'],
    compulsions: ['avoid hugging the kids til ive showered, cos of germs', 'washing my hands loads after work'],
    triggers: ['getting home from a shift', 'my work tunic'],
    ybocs: ybocs(20),
    expect: {
      themes: ['contamination'],
      forbiddenThemes: ['sexual_orientation', 'pocd'],
      mustNotContain: [{ pattern: /\bcos of germs\b|\bwait til\b/i, why: 'the avoidance’s reason is never glued into a step' }],
    },
    notes: 'Hugging the kids before she showers, once then every time; hand washing put off with the label’s wash kept.',
  },
];
