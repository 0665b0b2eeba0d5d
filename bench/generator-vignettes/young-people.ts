import { ybocs, type GeneratorVignette } from './types';

/**
 * Vignettes for the under-18 signpost (docs/clinical.md §20; issue 16, a third clinician-minded review, whose
 * 16-year-old got no word that Ladder is made for adults). A person who accepted the terms said they are 18 or
 * over, so a young-sounding intake still gets its ladder, with the signpost beside it; adults who talk about
 * school (parents, teachers, people remembering school) get none. Written as people type, before running any
 * of them.
 */
export const YOUNG_PEOPLE_VIGNETTES: readonly GeneratorVignette[] = [
  {
    id: 'young-exams-checking',
    summary: 'Sixteen-year-old checking her school bag and asking her mum before exams',
    tags: ['young_person', 'terse'],
    obsessions: ['what if i forgot my calculator and fail everything', 'im 16 and cant stop thinking ill ruin my gcses'],
    compulsions: ['checking my school bag over and over before bed', 'asking my mum if ive packed everything'],
    triggers: ['the night before an exam', 'my school bag', 'mock results'],
    ybocs: ybocs(19),
    expect: { themes: ['checking'], forbiddenThemes: ['contamination'], youngPersonSignpost: true },
    notes: 'A checking ladder (the bag packed once, no asking mum), with the signpost: a young person does better with a clinician who works with young people and an adult they trust.',
  },
  {
    id: 'young-germs-school',
    summary: 'Boy in year 9 washing after PE and avoiding the school toilets',
    tags: ['young_person', 'core'],
    obsessions: ['germs from the changing rooms will make me sick', 'what if i give my little sister something'],
    compulsions: ['washing my hands till they crack after pe', 'not using the school toilets all day', 'telling my mum everything i touched'],
    triggers: ['pe changing rooms', 'the school bus', 'door handles in class'],
    ybocs: ybocs(22),
    expect: { themes: ['contamination'], forbiddenThemes: ['pocd'], youngPersonSignpost: true },
    notes: 'Contamination steps with the signpost (two pupil hints: the school bus, in class, telling mum).',
  },
  {
    id: 'young-intrusive-thoughts',
    summary: 'Teenager frightened by violent thoughts about her friends; confesses to her dad',
    tags: ['young_person'],
    obsessions: ['what if i hurt one of my friends at school', 'i am 15 and i keep getting pictures of pushing someone down the stairs'],
    compulsions: ['telling my dad every bad thought', 'staying away from the stairs at break time'],
    triggers: ['the main stairs at school', 'my friends standing near me', 'films with fighting'],
    ybocs: ybocs(20),
    expect: { themes: ['taboo_thoughts'], forbiddenThemes: ['pocd', 'self_harm_intrusive'], youngPersonSignpost: true },
    notes: 'Harm-OCD steps with the signpost; the stairs faced at break, no confessing to dad.',
  },
  {
    id: 'adult-parent-of-pupil',
    summary: 'Father afraid his son caught something at school; washes the school uniform twice',
    tags: ['core'],
    obsessions: ['my son will bring home a disease from school', 'what if i dont wash his uniform properly and he gets ill'],
    compulsions: ['washing his school uniform twice', 'asking his teacher if anyone is off sick', 'wiping his school bag when he gets home'],
    triggers: ['the school run', 'letters from school about bugs going round', 'his pe kit'],
    ybocs: ybocs(21),
    expect: { themes: ['contamination'], forbiddenThemes: ['pocd'], youngPersonSignpost: false },
    notes: 'A parent speaking about his child\'s school: no under-18 signpost.',
  },
  {
    id: 'adult-teacher-marking',
    summary: 'Teacher who re-marks every test and checks she was fair to each pupil',
    tags: ['core'],
    obsessions: ['what if i marked a pupil unfairly and ruined their grade', 'i might have said something wrong in class'],
    compulsions: ['re-marking every test three times', 'going over what i said in class at night'],
    triggers: ['marking at the kitchen table', 'parents evening', 'my year 10 class'],
    ybocs: ybocs(18),
    expect: { themes: ['checking'], forbiddenThemes: ['pocd'], youngPersonSignpost: false },
    notes: 'A teacher in class and "my year 10 class": an adult at work, no signpost.',
  },
  {
    id: 'adult-remembering-school',
    summary: 'Man in his thirties who keeps reviewing something he said at school twenty years ago',
    tags: ['new_theme'],
    obsessions: ['when i was 15 i said something cruel to a boy in my class and what if it ruined his life', 'maybe i was a bully and never admitted it'],
    compulsions: ['going over the memory again and again', 'looking him up online to see if hes ok'],
    triggers: ['school reunion posts', 'my old school photos', 'news about bullying'],
    ybocs: ybocs(19),
    expect: { themes: ['real_event'], forbiddenThemes: ['pocd'], youngPersonSignpost: false },
    notes: 'An adult remembering being 15: past tense, no signpost.',
  },
];
