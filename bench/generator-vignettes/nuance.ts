import { ybocs, type GeneratorVignette } from './types';

/** Religious and medical nuance (docs/clinical.md §9: religious and medical nuance). */
export const NUANCE_VIGNETTES: readonly GeneratorVignette[] = [
  {
    id: 'nuance-muslim-wudu',
    summary: 'Muslim man repeats wudu and prayers, asks the imam the same question',
    tags: ['religious'],
    obsessions: ['My wudu is not valid if I am not sure the water reached everywhere, so my prayer will not be accepted', 'I worry I broke my wudu without noticing'],
    compulsions: ['repeating wudu many times before each prayer', 'starting my prayer again from the beginning if I lose concentration', 'asking the imam the same question again and again'],
    triggers: ['salah times', 'the washroom at the mosque', 'a feeling in my stomach during prayer'],
    ybocs: ybocs(24),
    expect: {
      themes: ['scrupulosity'],
      forbiddenThemes: ['contamination', 'health', 'sexual_orientation'],
      mustNotContain: [
        { pattern: /\b(?:do not|don't|skip|without|no|stop)\s+(?:your\s+|the\s+)?(?:wudu|salah|prayers?|pray(?:ing)?)\b(?!\s+(?:\w+\s+)?(?:again|extra|more|twice|over))(?!\s+(?:or \w+\s+)?to\s+(?:settle|undo|cancel|make|fix|check|prove))/i, why: 'worship itself is kept: "one wudu, no extra prayers", never "do not pray" (docs/clinical.md §9)' },
        { pattern: /\b(?:skip|miss|avoid)\w*\b[^.]{0,15}\b(?:mosque|jumu'?ah|friday prayer)\b/i, why: 'attending the mosque is kept' },
      ],
    },
    notes: 'One wudu, done once with attention, then pray; no restarting; no asking the imam again. The washing is religious, not contamination.',
  },
  {
    id: 'nuance-jewish-kashrut',
    summary: 'Observant Jewish woman afraid she mixed meat and milk; rewashes dishes, calls the rabbi',
    tags: ['religious'],
    obsessions: ['I might have mixed meat and milk by accident and made my kitchen not kosher', 'if I get the rules wrong I am letting down God and my family'],
    compulsions: ['rewashing the dishes in the right sink again and again', 'calling the rabbi to ask the same question about the spoons', 'checking food labels many times for the hechsher'],
    triggers: ['the meat and milk sponges', 'Shabbat dinner', 'my mother in law in the kitchen'],
    ybocs: ybocs(22),
    expect: {
      themes: ['scrupulosity'],
      forbiddenThemes: ['contamination', 'relationship'],
      mustNotContain: [
        { pattern: /\b(?:mix|eat|cook|use)\w*\b[^.]{0,25}\bmeat\b[^.]{0,20}\b(?:milk|dairy)\b(?![^.]*\b(?:maybe|might|what if)\b)/i, why: 'an exposure never breaks the person\'s religious law: only the extra rituals go (docs/clinical.md §9)' },
      ],
    },
    notes: 'Wash once in the right sink, read a label once, one question to the rabbi agreed in advance (or none), "maybe the kitchen is not kosher" statements. Never deliberately mix meat and milk.',
  },
  {
    id: 'nuance-diabetes-glucose',
    summary: 'Type 1 diabetes: over-checks blood sugar at night for fear of a hypo',
    tags: ['medical'],
    obsessions: ['My blood sugar will drop in the night and I will not wake up', 'if my sugar runs high I will lose my feet like my grandad did'],
    compulsions: ['checking my blood sugar twenty times a day', 'setting an alarm every hour at night to test', 'asking my diabetes nurse to look over all my readings again'],
    triggers: ['feeling shaky', 'bedtime', 'seeing my readings go up after a meal'],
    ybocs: ybocs(23),
    expect: {
      themes: ['health'],
      forbiddenThemes: ['contamination', 'perfectionism', 'checking'],
      mustNotContain: [
        { pattern: /\b(?:do not|don't|stop|skip|no)\b[^.]{0,20}\b(?:check|test|measur)\w*\b[^.]{0,20}\b(?:blood sugar|sugar|glucose)\b(?![^.]*\b(?:extra|beyond|agreed|more than|plan)\b)/i, why: 'glucose checks agreed with the diabetes team are care, not a ritual: only the extra ones go (docs/clinical.md §9)' },
        { pattern: /\binsulin\b/i, why: 'nothing about insulin: medication is never changed (docs/clinical.md §10)' },
      ],
    },
    notes: 'Not a crisis ("I will not wake up" is a feared hypo, docs/clinical.md §17: health anxiety about dying). Checks beyond those agreed with the diabetes team go; the agreed ones stay. Items must say so.',
  },
];
