import type { YbocsScore } from '@ladder/contracts';
import type { GenerationInput } from '../../src/modules/generator/types';
import type { ThemeId } from '../../src/modules/generator/offline/themes';

/**
 * Written vignettes: how people with each OCD theme describe it in their own words, as they
 * would type it into the intake (first person, uneven, sometimes long). Used by the offline
 * engine tests and the generator benchmark.
 */
export interface Vignette {
  name: string;
  input: GenerationInput;
  /** The themes the person's words should be read as, strongest first; empty for vague input. */
  themes: ThemeId[];
  /** Some of the person's own words that should appear, cleaned up, in several items. */
  ownWords: string[];
}

const ybocs = (total: number, severity: YbocsScore['severity']): YbocsScore => ({
  total,
  obsessions: Math.ceil(total / 2),
  compulsions: Math.floor(total / 2),
  severity,
});

export const VIGNETTES: Vignette[] = [
  {
    name: 'contamination: germs on public surfaces',
    input: {
      obsessions: ["I'm terrified of catching something from germs on public surfaces", "If I don't wash properly I'll make my family ill"],
      compulsions: ['Washing my hands for minutes until they are raw', 'changing clothes as soon as I get home', 'using hand gel after touching anything'],
      triggers: ['Public door handles', 'the bin', 'hospital waiting rooms', 'money'],
      ybocs: ybocs(22, 'Moderate'),
    },
    themes: ['contamination'],
    ownWords: ['public door handles', 'washing your hands for minutes', 'changing clothes', 'hand gel', 'hospital waiting rooms'],
  },
  {
    name: 'contamination: bodily fluids and dirt at home',
    input: {
      obsessions: ['Feeling dirty and disgusting after touching anything near the toilet', 'What if the dirt from outside spreads everywhere'],
      compulsions: ['I scrub the bathroom with bleach every day', 'taking my shoes off outside and wiping them'],
      triggers: ['the bathroom floor', 'shoes', 'the dog after a walk'],
      ybocs: ybocs(34, 'Extreme'),
    },
    themes: ['contamination'],
    ownWords: ['scrubbing the bathroom', 'the bathroom floor', 'wiping them'],
  },
  {
    name: 'checking: stove and front door',
    input: {
      obsessions: ['What if I left the stove on and the house burns down', 'I might not have locked the front door and someone breaks in'],
      compulsions: ['checking the stove knobs over and over', 'I go back to check the front door lock', 'taking photos of the switched-off hob'],
      triggers: ['leaving the house', 'going to bed', 'the stove'],
      ybocs: ybocs(27, 'Severe'),
    },
    themes: ['checking'],
    ownWords: ['the stove', 'checking the stove knobs', 'going back to check the front door lock', 'leaving the house'],
  },
  {
    name: 'checking: hit-and-run while driving',
    input: {
      obsessions: ['When I drive I worry I hit a cyclist without noticing', "It would be my fault if someone got hurt and I didn't stop"],
      compulsions: ['driving back around the block to check', 'checking the local news for accidents'],
      triggers: ['driving past cyclists', 'bumps in the road'],
      ybocs: null,
    },
    themes: ['checking'],
    ownWords: ['driving back around the block', 'checking the local news', 'driving past cyclists'],
  },
  {
    name: 'symmetry: just right',
    input: {
      obsessions: ['Things have to feel just right or I feel awful all day', "If my desk isn't symmetrical something bad might happen"],
      compulsions: ['arranging the things on my desk until they are even', 'touching things with both hands to even it out', 'counting to 4'],
      triggers: ['crooked pictures', 'my desk', 'uneven shoelaces'],
      ybocs: ybocs(18, 'Moderate'),
    },
    themes: ['symmetry'],
    ownWords: ['your desk', 'arranging the things on your desk', 'counting to 4', 'crooked pictures'],
  },
  {
    name: 'scrupulosity: religious',
    input: {
      obsessions: ["I'm scared I've committed a sin and God won't forgive me", 'I worry my prayers do not count'],
      compulsions: ['repeating prayers until they feel right', 'confessing to the priest several times a week'],
      triggers: ['church', 'reading the Bible'],
      ybocs: ybocs(20, 'Moderate'),
    },
    themes: ['scrupulosity'],
    ownWords: ['repeating prayers', 'confessing to the priest', 'reading the Bible'],
  },
  {
    name: 'scrupulosity: moral',
    input: {
      obsessions: ['I worry I was dishonest or unfair to someone without realising', 'Maybe I am a bad person deep down'],
      compulsions: ['apologising over and over', 'confessing small things to my husband'],
      triggers: ['conversations at work', 'getting change at the shop'],
      ybocs: null,
    },
    themes: ['scrupulosity'],
    ownWords: ['apologising over and over', 'confessing small things to your husband', 'conversations at work'],
  },
  {
    name: 'taboo thoughts: harm',
    input: {
      obsessions: ["I'm afraid I might stab my partner with a kitchen knife", 'violent images of hurting people I love'],
      compulsions: ['hiding the knives', 'avoiding being alone with my partner', "mentally reviewing whether I'm a dangerous person"],
      triggers: ['knives', 'sharp scissors', 'my partner sleeping next to me'],
      ybocs: ybocs(25, 'Severe'),
    },
    themes: ['taboo_thoughts'],
    ownWords: ['your partner', 'hiding the knives', 'avoiding being alone with your partner'],
  },
  {
    name: 'taboo thoughts: sexual, about adults',
    input: {
      obsessions: ['Intrusive sexual thoughts that I find disgusting pop into my head', 'What if these thoughts mean I am a pervert'],
      compulsions: ['analysing whether I felt anything', 'pushing the thoughts away', 'avoiding people who trigger them'],
      triggers: ['crowded trains', 'the gym'],
      ybocs: ybocs(21, 'Moderate'),
    },
    themes: ['taboo_thoughts'],
    ownWords: ['analysing whether you felt anything', 'pushing the thoughts away', 'the gym'],
  },
  {
    name: 'POCD: unwanted sexual thoughts about children',
    input: {
      obsessions: ['Unwanted sexual intrusive thoughts about children, which horrify me', 'What if I am a paedophile'],
      compulsions: ['avoiding my nieces and nephews', 'checking whether I felt anything', 'seeking reassurance from my therapist'],
      triggers: ['children in the park', 'the news'],
      ybocs: ybocs(28, 'Severe'),
    },
    themes: ['pocd'],
    ownWords: ['checking whether you felt anything', 'the news'],
  },
  {
    name: 'taboo thoughts: blasphemous',
    input: {
      obsessions: ["Blasphemous thoughts about God that I can't stop", 'Swear words pop into my head during prayer'],
      compulsions: ['saying a prayer to cancel the thought', 'avoiding church'],
      triggers: ['church services', 'religious pictures'],
      ybocs: null,
    },
    themes: ['scrupulosity', 'taboo_thoughts'],
    ownWords: ['saying a prayer to cancel the thought', 'church services'],
  },
  {
    name: 'relationship doubts',
    input: {
      obsessions: ["What if I don't really love my boyfriend", "Maybe he's not the right person for me"],
      compulsions: ['comparing him with other men', 'checking my feelings when we kiss', 'asking friends if our relationship is normal'],
      triggers: ['romantic films', 'couples on social media'],
      ybocs: ybocs(19, 'Moderate'),
    },
    themes: ['relationship'],
    // "him" is named from her own words: a card is read on its own (issue 16).
    ownWords: ['your boyfriend', 'comparing your boyfriend with other men', 'romantic films'],
  },
  {
    name: 'sexual orientation doubts',
    input: {
      obsessions: ["What if I'm gay even though I've only ever dated women", 'Am I really straight?'],
      compulsions: ['checking whether I feel attracted to men at the gym', "taking online 'am I gay' quizzes"],
      triggers: ['good-looking men', 'gay characters on TV'],
      ybocs: ybocs(16, 'Moderate'),
    },
    themes: ['sexual_orientation'],
    ownWords: ['checking whether you feel attracted', 'good-looking men', 'gay characters on tv'],
  },
  {
    name: 'health worries',
    input: {
      obsessions: ["I'm convinced I have cancer that the doctors missed", 'every headache might be a brain tumour'],
      compulsions: ['googling my symptoms for hours', 'checking my body for lumps', 'asking my husband if I look ill'],
      triggers: ['headaches', 'news about cancer', 'hospital dramas'],
      ybocs: ybocs(23, 'Moderate'),
    },
    themes: ['health'],
    ownWords: ['cancer', 'googling your symptoms', 'checking your body for lumps', 'hospital dramas'],
  },
  {
    name: 'perfectionism and mental reviewing',
    input: {
      obsessions: ["I keep replaying conversations to check I didn't offend anyone", "My work has to be perfect or I'll be exposed as incompetent"],
      compulsions: ['re-reading emails 10 times before sending', 'mentally reviewing what I said', 'rewriting notes until they look perfect'],
      triggers: ['sending emails at work', 'meetings'],
      ybocs: ybocs(15, 'Mild'),
    },
    themes: ['perfectionism'],
    ownWords: ['re-reading emails', 'mentally reviewing what you said', 'sending emails at work'],
  },
  {
    name: 'mixed: contamination and checking',
    input: {
      obsessions: ["I'm afraid of germs from the bin and the toilet", 'What if I left the front door unlocked and someone gets in'],
      compulsions: ['washing my hands again and again', 'checking the lock five times before bed'],
      triggers: ['bins', 'leaving the house'],
      ybocs: ybocs(24, 'Severe'),
    },
    themes: ['contamination', 'checking'],
    ownWords: ['washing your hands again and again', 'checking the lock five times', 'leaving the house'],
  },
  {
    name: 'vague',
    input: {
      obsessions: ['I just feel like something terrible is going to happen'],
      compulsions: ['I do things until the feeling goes away'],
      triggers: ['stress'],
      ybocs: null,
    },
    themes: [],
    ownWords: ['stress', 'doing things until the feeling goes away'],
  },
];
