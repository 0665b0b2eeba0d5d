import { ybocs, type GeneratorVignette } from './types';

/**
 * Vignettes for the trigger grammar of issue 16 (a clinician's rating of 5.5/10): triggers of every kind
 * (a thing, a place, something done, a sensation, a person, something watched or read) in the words people
 * type, rituals with a duration or a pronoun in them, written before reading their ladders. The clinician's
 * reading: a place is gone to, an activity is done, a person is spent time with, a programme is watched, a
 * sensation is let be; only a thing is touched.
 */
export const TRIGGER_GRAMMAR_VIGNETTES: readonly GeneratorVignette[] = [
  {
    id: 'grammar-contamination-handshake',
    summary: 'Office worker afraid of germs from handshakes and the bus; washes for ten minutes',
    tags: ['core'],
    obsessions: ['germs from other peoples hands will make me ill', 'the bus is covered in other peoples germs'],
    compulsions: ['washing my hands for ten minutes', 'using hand gel after every handshake', 'changing my clothes as soon as i get in'],
    triggers: ['shaking hands', 'the bus', 'door handles at work', 'feeling sticky'],
    ybocs: ybocs(21),
    expect: { themes: ['contamination'], forbiddenThemes: ['health', 'pocd', 'sexual_orientation'] },
    notes: 'Shake hands and do not wash; ride the bus and sit down; touch the door handles. Never "touch shaking hands", never "hold off washing your hands for ten minutes" (the ten minutes are the ritual, not the delay).',
  },
  {
    id: 'grammar-harm-baby',
    summary: 'New dad with intrusive thoughts of dropping his son on the stairs; checks his breathing at night',
    tags: ['core'],
    obsessions: ['what if i drop the baby down the stairs', 'i get thoughts of hurting my son'],
    compulsions: ['checking he is breathing all night', 'getting my partner to carry him on the stairs', 'avoiding bath time'],
    triggers: ['bath time', 'the stairs', 'holding the baby'],
    ybocs: ybocs(24),
    expect: {
      themes: ['taboo_thoughts'],
      forbiddenThemes: ['pocd', 'sexual_orientation', 'contamination'],
      kinds: ['imaginal'],
      mustNotContain: [{ pattern: /\b(?:alone with the baby|leave (?:him|the baby) alone)\b/i, why: 'a baby is never left unattended' }],
    },
    notes: 'He carries the baby on the stairs himself, does bath time with his partner in the room, a script of the feared thought. "he"/"him" must be named ("the baby", "your son"); never a baby left unattended.',
  },
  {
    id: 'grammar-scrupulosity-temple',
    summary: 'Woman who fears she offends the gods at the temple; repeats her prayers and avoids her mother in law',
    tags: ['religious'],
    obsessions: ['i have offended god in my head at the temple', 'i think rude things about the gods during puja'],
    compulsions: ['repeating my prayers until they feel right', 'asking the priest if i am forgiven'],
    triggers: ['the temple', 'my mother in law', 'news about people being punished'],
    ybocs: ybocs(18),
    expect: { themes: ['scrupulosity'], forbiddenThemes: ['contamination', 'sexual_orientation', 'pocd'] },
    notes: 'Go to the temple and pray once; spend time with the mother in law; read the news story. Never "do not pray", never touch the mother in law.',
  },
  {
    id: 'grammar-checking-smell',
    summary: 'Man afraid of a fire from the cooker; smells burning, checks the bin',
    tags: ['core'],
    obsessions: ['the house will burn down because of me', 'maybe i threw a lit match in the bin'],
    compulsions: ['checking the bin until i am sure', 'checking the cooker knobs five times', 'asking my wife to check the cooker'],
    triggers: ['smelling burning', 'cooking dinner', 'leaving for work'],
    ybocs: ybocs(20),
    expect: {
      themes: ['checking'],
      forbiddenThemes: ['contamination', 'health'],
      mustNotContain: [{ pattern: /\b(?:burn|light|set fire to) (?:something|a match|paper)\b/i, why: 'a dangerous sensation is never created' }],
    },
    notes: 'Cook and switch off once; leave without checking; smelling burning is let be, never made. Never leave the cooker on.',
  },
  {
    id: 'grammar-symmetry-cupboard',
    summary: 'Student who has to line up her things evenly; clearing out the cupboard feels unbearable',
    tags: ['core'],
    obsessions: ['if my things arent even something bad will happen to my mum', 'it has to feel just right'],
    compulsions: ['lining up my pens until it feels right', 'tapping both sides evenly'],
    triggers: ['clearing out the cupboard', 'my desk', 'my flatmate moving my things'],
    ybocs: ybocs(17),
    expect: { themes: ['symmetry'], forbiddenThemes: ['contamination', 'health', 'pocd'] },
    notes: 'Leave the pens uneven; clear out the cupboard herself without arranging; tap one side only.',
  },
  {
    id: 'grammar-pocd-tv',
    summary: 'Uncle with POCD who avoids kids tv and family visits',
    tags: ['new_theme'],
    obsessions: ['what if im a paedo and dont know it', 'maybe i looked at my niece wrong'],
    compulsions: ['checking my reaction when kids are around', 'googling if real paedos worry about it'],
    triggers: ['kids tv programmes', 'my sister and her kids visiting', 'the park'],
    ybocs: ybocs(25),
    expect: { themes: ['pocd'], forbiddenThemes: ['sexual_orientation', 'contamination'], kinds: ['imaginal'] },
    notes: 'Watch a kids programme; family visits with others around; identity "maybe" statements. Nothing sexual near children.',
  },
];
