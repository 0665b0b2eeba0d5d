import { ybocs, type GeneratorVignette } from './types';

/**
 * Vignettes for the generator leftovers of issue 16, written from what people type before reading their
 * ladders: harm obsessions said plainly with no word that names the theme ("i might hurt my son without
 * meaning to"), a back hurt lifting the baby (no harm thought), a self-directed fear answered "a fear",
 * a feeling of dirt on the skin as the trigger, children of no read age, and pets.
 */
export const PLAIN_HARM_VIGNETTES: readonly GeneratorVignette[] = [
  {
    id: 'plain-harm-son',
    summary: 'Mum afraid she might hurt her son without meaning to; avoids being alone with him',
    tags: ['core'],
    obsessions: ['i might hurt my son without meaning to', 'what if i snap and hit him when hes crying'],
    compulsions: ['not being alone with him', 'asking my partner if im a bad mum'],
    triggers: ['bath time', 'when he cries at night'],
    ybocs: ybocs(22),
    expect: {
      themes: ['taboo_thoughts'],
      forbiddenThemes: ['pocd', 'contamination', 'sexual_orientation'],
      kinds: ['imaginal'],
      mustNotContain: [{ pattern: /\bnapp(?:y|ies)\b/i, why: 'no baby named: no nappy changes' }],
    },
    notes: 'A harm thought (docs/clinical.md §17), not the general ladder: time with her son, a meal she serves, the thought written and read; never a knife step, never reassurance.',
  },
  {
    id: 'plain-harm-kids-monster',
    summary: 'Dad who feels like a monster around his kids; hides from them when the thoughts come',
    tags: ['core'],
    obsessions: ['im scared im dangerous around my kids', 'i could lose control and hurt someone'],
    compulsions: ['leaving the room when the thoughts come', 'telling myself im a good dad'],
    triggers: ['my kids', 'tea time'],
    ybocs: ybocs(20),
    expect: {
      themes: ['taboo_thoughts'],
      forbiddenThemes: ['pocd', 'sexual_orientation'],
      mustNotContain: [
        { pattern: /\bnapp(?:y|ies)\b|\bbaths?\b/i, why: 'the children’s age is not read: age-neutral care, never nappies or baths' },
        { pattern: /\bknife|knives\b/i, why: 'no knife named: no knife beside children' },
      ],
    },
    notes: 'Care said so it fits any age (a meal, a story, a walk); naming the reassurance to drop ("telling yourself you are a good dad").',
  },
  {
    id: 'plain-harm-dog',
    summary: 'Young woman scared shell hurt her dog; has stopped walking and feeding him',
    tags: ['core'],
    obsessions: ['scared ill hurt my dog', 'what if i kick him down the stairs'],
    compulsions: ['letting my flatmate feed him', 'not walking him on my own'],
    triggers: ['my dog', 'the stairs'],
    ybocs: ybocs(19),
    expect: {
      themes: ['taboo_thoughts'],
      forbiddenThemes: ['contamination', 'pocd'],
      mustNotContain: [{ pattern: /\b(?:serve (?:your|the) dog|dog['’]?s? plate|make your dog a drink)\b/i, why: 'no step a dog cannot take part in' }],
    },
    notes: 'Feed him, brush him, walk him on her own, graded; the thought written and read; no meal at the table or drink handed over.',
  },
  {
    id: 'plain-harm-back-not-harm',
    summary: 'New dad worried about his bad back when lifting the baby; no harm thought',
    tags: ['core'],
    obsessions: ['i might hurt my back lifting the baby', 'what if my back goes on the stairs'],
    compulsions: ['asking my wife to lift him', 'googling back injuries'],
    triggers: ['lifting the baby', 'the stairs'],
    ybocs: ybocs(12),
    expect: {
      themes: [],
      forbiddenThemes: ['taboo_thoughts', 'pocd'],
      mustNotContain: [{ pattern: /\bharm thought|act on\b/i, why: 'a back injury worry is not harm OCD' }],
    },
    notes: 'A health worry or the general ladder; never a harm-thought script.',
  },
  {
    id: 'plain-self-strangle-fear',
    summary: 'Student horrified by thoughts that she could strangle herself with her scarf; answered "a fear"',
    tags: ['new_theme'],
    obsessions: ['what if i strangle myself with my scarf', 'it horrifies me i dont want to'],
    compulsions: ['asking my mum if im ok', 'not wearing scarves'],
    triggers: ['being home alone'],
    ybocs: ybocs(18),
    person: { crisisAnswer: 'fear' },
    expect: {
      themes: ['self_harm_intrusive'],
      forbiddenThemes: ['taboo_thoughts', 'pocd'],
      mustNotContain: [{ pattern: /\bscarf|scarves|strangl/i, why: 'no means of self-harm in any step' }],
    },
    notes: 'The self-harm library only, means-free; "if it ever feels like a wish, stop and get help".',
  },
  {
    id: 'plain-contamination-sticky',
    summary: 'Man who cannot stand feeling sticky or dirty on his skin; washes until it goes',
    tags: ['core'],
    obsessions: ['the feeling of dirt on my skin wont go away', 'germs on my hands'],
    compulsions: ['washing my hands till the feeling goes', 'wiping everything i touch'],
    triggers: ['feeling sticky', 'the feeling of dirt on my skin', 'my heart racing'],
    ybocs: ybocs(21),
    expect: {
      themes: ['contamination'],
      forbiddenThemes: ['health', 'taboo_thoughts'],
      mustNotContain: [{ pattern: /\bheart racing|racing heart\b/i, why: 'a heart sensation is never a step (docs/clinical.md §9)' }],
    },
    notes: 'The sticky feeling let stay after touching something ordinary, no washing for a set time; never the racing heart.',
  },
];
