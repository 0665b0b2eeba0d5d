import { ybocs, type GeneratorVignette } from './types';

/**
 * Vignettes for the fifth clinician-minded review of issue 16 (15 ladders rated 6.1/10): pairing each step's
 * response prevention with its own trigger, cut and mis-referred rituals, durations that fit, the feared outcome
 * named, a managed condition beside a feared illness, a drinking memory inside a real-event doubt, and moral
 * rituals that hold back the confession but never the lawful act. Written as people type, before reading any
 * ladder; none copies the review's own intakes.
 */
export const REVIEW_FIVE_VIGNETTES: readonly GeneratorVignette[] = [
  {
    id: 'review5-contam-grandad',
    summary: 'Carer afraid of passing a tummy bug from the gym to her grandad; washes till her skin splits',
    tags: ['core', 'terse'],
    obsessions: ['if i touch the gym machines ill catch something and pass it to my grandad', 'germs off the tram on my coat'],
    compulsions: ['washing my hands till they split, like 30 times a day', 'disinfecting the post with wipes', 'changing my top as soon as i get in'],
    triggers: ['gym machines', 'the tram', 'the post'],
    ybocs: ybocs(23),
    expect: {
      themes: ['contamination'],
      forbiddenThemes: ['pocd', 'sexual_orientation'],
      mustNotContain: [
        { pattern: /,[,.]/, why: 'a ritual cut at a comma leaves broken punctuation (cause 8)' },
        { pattern: /gym machines[^.]*\.[^.]*disinfect\w* the post/i, why: 'the gym step holds back its own ritual, not the post wiping (cause 2)' },
      ],
    },
    notes: 'Gym and tram touching with face and food after; no washing beyond ordinary hygiene; the grandad ill named in a script from fear 6 up.',
  },
  {
    id: 'review5-harm-grandad-avoidance',
    summary: 'Grandson with thoughts of smothering his grandad; avoids his room, asks his sister to sit with him',
    tags: ['core'],
    obsessions: ['what if i put a cushion over grandads face while hes napping', 'thoughts of tripping him on the stairs'],
    compulsions: ['not going in his room after tea', 'asking my sister to sit with him instead', 'telling myself i love him over and over'],
    triggers: ['grandad napping in his armchair', 'cushions', 'helping him on the stairs'],
    ybocs: ybocs(24),
    // Harm read from "smother/trip + grandad" is another helper's work (theme detection); the person ticks it here.
    person: { confirmedThemes: ['taboo_thoughts'] },
    expect: {
      themes: ['taboo_thoughts'],
      forbiddenThemes: ['pocd', 'sexual_orientation', 'contamination'],
      kinds: ['imaginal'],
      mustNotContain: [
        { pattern: /\b(?:hold off|do not|don't|without) not\b/i, why: 'an avoidance after "hold off" reads as its opposite (cause 7)' },
        { pattern: /your sister's room|love your sister/i, why: 'the helper is never who "him" stands for (cause 7)' },
        { pattern: /Maybe I put a cushion/i, why: 'a harm "maybe" is in the future tense outside real-event OCD (cause 7)' },
      ],
    },
    notes: 'Sit with grandad himself, the thought written and on a card, the "maybe" in the future tense; never "hold off not going".',
  },
  {
    id: 'review5-checking-once-a-day',
    summary: 'Flat-sharer checking taps and the back door before leaving for college',
    tags: ['core', 'terse'],
    obsessions: ['flat floods cos i left the tap running', 'what if i left the back door unlocked'],
    compulsions: ['checking the taps 15 times', 'pulling the door handle over and over', 'going back up the road to check'],
    triggers: ['leaving for college', 'the school reunion', 'locking up at night'],
    ybocs: ybocs(20),
    expect: {
      themes: ['checking'],
      forbiddenThemes: ['contamination', 'pocd'],
      mustNotContain: [
        { pattern: /\bcos me\b|\bcuz me\b/i, why: 'the pronoun after "cos" is the subject: "cos I left" (cause 7)' },
        { pattern: /(?:twice|three times) a day[^.]*leaving for college/i, why: 'people leave for college once a day (cause 6)' },
        { pattern: /(?:daily|each day|every day)[^.]*reunion/i, why: 'a reunion is met next time it comes up, never daily (cause 6)' },
      ],
    },
    notes: 'Check once and leave; the "maybe" in her own words with "I"; no twice-daily leaving.',
  },
  {
    id: 'review5-health-stroke-diabetes',
    summary: 'Type 2 diabetic afraid of a stroke; takes his blood pressure all evening',
    tags: ['medical'],
    obsessions: ['this tightness means im having a stroke', 'i will collapse like my uncle did'],
    compulsions: ['taking my blood pressure on the home cuff all evening', 'checking my blood sugar more than the diabetes nurse said', 'googling stroke signs'],
    triggers: ['headlines about young strokes', 'my uncles birthday', 'the stairs at work'],
    ybocs: ybocs(21),
    expect: {
      themes: ['health'],
      forbiddenThemes: ['pocd', 'contamination'],
      mustNotContain: [
        { pattern: /(?:cuff|blood pressure)[^.]*beyond (?:those|the) agreed/i, why: 'no one agreed his blood pressure checks with a care team (cause 5)' },
        { pattern: /your condition/i, why: 'his fear is a stroke, not the diabetes he manages (cause 5)' },
      ],
    },
    notes: 'The stroke is the subject of the scripts; the diabetes care (blood sugar) is kept as agreed, never dropped or slotted.',
  },
  {
    id: 'review5-real-event-drink',
    summary: 'Woman doubting what she did at a works do years ago when she was drunk',
    tags: ['core'],
    obsessions: ['at the works christmas do in 2019 i was drunk and maybe i said something cruel to a colleague and cant remember'],
    compulsions: ['going over that night in my head', 'messaging people who were there to check', 'searching old group chats'],
    triggers: ['photos from the works do', 'christmas parties', 'seeing that colleague'],
    ybocs: ybocs(22),
    expect: {
      themes: ['real_event'],
      forbiddenThemes: ['pocd', 'sexual_orientation'],
    },
    notes: 'A memory of drinking inside the obsession is the real-event doubt, never current alcohol use: the obsession is not set aside, and the ladder is real-event.',
  },
  {
    id: 'review5-moral-returns',
    summary: 'Shop worker afraid she stole; returns things and confesses to her manager',
    tags: ['religious'],
    obsessions: ['i might have kept a biro from the till thats stealing', 'did i lie to my manager about my break'],
    compulsions: ['returning pens to the shop and confessing to my manager', 'correcting everything i say', 'asking my mum if im a bad person'],
    triggers: ['cashing up the till', 'talking to my manager', 'taking a pen home by mistake'],
    ybocs: ybocs(19),
    expect: {
      themes: ['scrupulosity'],
      forbiddenThemes: ['pocd', 'contamination'],
      mustNotContain: [
        { pattern: /(?:hold off|do not|without|don't) (?:\w+ ){0,2}returning|without returning|return(?:ing)? (?:the )?pens?[^.]*(?:even once|before the hour)/i, why: 'a lawful act is never held back: only the confession is (cause 11)' },
        { pattern: /Begin with your words[^.]*\.\s*$|Read about[^.]*Begin with your words/i, why: '"your words" only in writing or recording steps (cause 10)' },
      ],
    },
    notes: 'Leave the doubt, no confessing; put a thing right once when it truly needs it. Never "hold off returning".',
  },
];
