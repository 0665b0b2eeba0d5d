import { ybocs, type GeneratorVignette } from './types';

/**
 * Vignettes for the seventh clinician-minded review of issue 16 (21 ladders, 6.6/10): one word in a person's lists
 * added a second theme that then filled much of the ladder. A prayer said to cancel a thought is a neutralising
 * ritual, not a religious fear (docs/clinical.md §9); a ritual done a number of times "or mum dies" is just-right
 * symmetry with a magical feared outcome, not perfectionism; a word in passing ("perfect") adds no theme; and a
 * person who clearly has two themes keeps both. Written as people type, before reading any ladder; none copies the
 * review's own intakes.
 */
export const THEME_FOCUS_VIGNETTES: readonly GeneratorVignette[] = [
  {
    id: 'focus-pocd-neutralising-prayer',
    summary: 'Mother with images of touching her little girl when changing her; prays to cancel them, avoids bath time alone',
    tags: ['new_theme', 'religious'],
    obsessions: ['intrusive pictures of touching my little girl inappropriately when i change her nappy', 'what if it means im a danger to her'],
    compulsions: ['praying over and over to cancel the pictures', 'asking god to forgive me for the thought', 'not bathing her unless my partner is home'],
    triggers: ['nappy changes', 'bath time'],
    ybocs: ybocs(25),
    expect: {
      themes: ['pocd'],
      forbiddenThemes: ['scrupulosity', 'perfectionism', 'sexual_orientation', 'taboo_thoughts'],
      mustNotContain: [
        { pattern: /keep praying|let the thoughts come in (?:your )?place of worship/i, why: 'her prayer is the neutralising ritual to hold back, never a step to keep going (docs/clinical.md §9)' },
        { pattern: /\bmistake\b|\bsin\b/i, why: 'no perfectionism or feared-sin step for a POCD picture (the review: 7 of 12 steps)' },
      ],
    },
    notes: 'POCD identity "maybe" statements and ordinary care steps (a nappy change, bath time) without the cancelling prayer; usual worship untouched; no scrupulosity or perfectionism steps.',
  },
  {
    id: 'focus-magical-counting-teen',
    summary: 'Teenager who does things four times or his mum will die; switches his light off and on',
    tags: ['young_person', 'terse'],
    obsessions: ['if i dont do stuff 4 times my mum will die', 'something bad happens to my family if it doesnt feel right'],
    compulsions: ['doing things 4 times', 'switching my light off and on 4 times', 'redoing it if i get it wrong'],
    triggers: ['bedtime', 'mum going to work', 'getting dressed'],
    ybocs: ybocs(21),
    expect: {
      themes: ['symmetry'],
      forbiddenThemes: ['perfectionism', 'checking', 'health', 'taboo_thoughts'],
      mustNotContain: [{ pattern: /\bmistake\b/i, why: 'a magical counting ritual is not perfectionism: no mistake-on-purpose steps (the review)' }],
    },
    notes: 'Just-right symmetry with the feared outcome named: things done once or on a "wrong" number, the light switched once, a script of what he fears if it is not right; no perfectionism, no stove or lock checking.',
  },
  {
    id: 'focus-contamination-stray-perfect',
    summary: 'Parent afraid raw chicken germs will make the kids sick; washes until hands "feel perfect"',
    tags: ['core', 'terse'],
    obsessions: ['germs from raw chicken will make my kids sick'],
    compulsions: ['washing my hands until they feel perfect', 'bleaching the counters twice'],
    triggers: ['cooking chicken', 'the kitchen sink'],
    ybocs: ybocs(20),
    expect: {
      themes: ['contamination'],
      forbiddenThemes: ['perfectionism', 'symmetry', 'pocd'],
    },
    notes: 'A contamination ladder (chicken handled, counters wiped once); "perfect" describes when the washing stops, not a fear of mistakes.',
  },
  {
    id: 'focus-harm-and-sin-both',
    summary: 'New father with thoughts of hurting his baby, who also fears the thoughts are a mortal sin',
    tags: ['mixed', 'religious'],
    obsessions: ['thoughts of hurting my baby when im holding him', 'that having these thoughts is a mortal sin and i will go to hell'],
    compulsions: ['praying for forgiveness for hours', 'confessing to the priest every week', 'not holding him on my own'],
    triggers: ['holding the baby', 'mass'],
    ybocs: ybocs(26),
    expect: {
      themes: ['taboo_thoughts', 'scrupulosity'],
      forbiddenThemes: ['pocd', 'perfectionism', 'sexual_orientation'],
    },
    notes: 'Two real themes: harm-thought steps (holding his son with the thought) and scrupulosity steps that hold back the extra prayers and confessions but keep mass.',
  },
];
