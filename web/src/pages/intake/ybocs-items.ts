import type { YbocsAnswer, YbocsItemKey } from '@ladder/contracts';

/**
 * The ten Y-BOCS items (Goodman, Price, Rasmussen et al., 1989) in our own plain words. The instrument
 * is copyrighted, so neither the questions nor the anchors copy its text; each keeps the item's
 * meaning and its 0-4 direction (0 = least severe). Licence note: docs/clinical.md §31.
 */
export const YBOCS_ATTRIBUTION = 'Yale-Brown Obsessive Compulsive Scale (Y-BOCS), Goodman, Price, Rasmussen et al., 1989.';

export interface YbocsOption {
  label: string;
  /** A plain-language gloss shown under the label. */
  detail?: string;
}

export interface YbocsItem {
  key: YbocsItemKey;
  question: string;
  /** Options for the answers '0' to '4', in that order. */
  options: readonly [YbocsOption, YbocsOption, YbocsOption, YbocsOption, YbocsOption];
}

export const YBOCS_ANSWERS: readonly YbocsAnswer[] = ['0', '1', '2', '3', '4'];

/** docs/product.md §27, verbatim: the answers to the two time items. */
const TIME_OPTIONS = [
  { label: 'none' },
  { label: 'under 1 h/day' },
  { label: '1-3 h/day' },
  { label: '3-8 h/day' },
  { label: 'over 8 h/day' },
] as const;

const interferenceOptions = [
  { label: 'None', detail: 'My days go on as usual.' },
  { label: 'Slight', detail: 'A little, but my day as a whole is not affected.' },
  { label: 'Definite but manageable', detail: 'It clearly gets in the way, but I still manage.' },
  { label: 'Substantial', detail: 'It gets in the way of much of what I need or want to do.' },
  { label: 'Severe', detail: 'It stops me from doing most things.' },
] as const;

const distressOptions = [
  { label: 'None', detail: 'I do not feel upset.' },
  { label: 'Little', detail: 'I feel a little uneasy now and then.' },
  { label: 'Moderate but manageable', detail: 'It is upsetting, but I can cope.' },
  { label: 'Severe', detail: 'I feel very upset or anxious, often.' },
  { label: 'Near constant and disabling', detail: 'The distress is almost always there and overwhelms me.' },
] as const;

const resistanceOptions = (subject: string) =>
  [
    { label: 'Always resist', detail: `I always try, or ${subject} are so mild I do not need to.` },
    { label: 'Much resistance', detail: 'I try to resist most of the time.' },
    { label: 'Some resistance', detail: 'I make some effort to resist.' },
    { label: 'Often yield', detail: 'I usually go along with them without much of a fight.' },
    { label: 'Completely yield', detail: 'I go along with them without trying to resist.' },
  ] as const;

const controlOptions = (subject: string) =>
  [
    { label: 'Complete control', detail: `I can stop or set aside ${subject} whenever I choose.` },
    { label: 'Much control', detail: 'I can usually stop them with some effort.' },
    { label: 'Some control', detail: 'I can sometimes stop them, with real effort.' },
    { label: 'Little control', detail: 'I can rarely stop them, and only for a short while.' },
    { label: 'No control', detail: 'I can hardly ever stop them, even for a moment.' },
  ] as const;

export const YBOCS_OBSESSION_ITEMS: readonly YbocsItem[] = [
  {
    key: 'time_spent_obsessing',
    question: 'On a typical day in the past week, how much time did unwanted thoughts, images or urges take up?',
    options: TIME_OPTIONS,
  },
  {
    key: 'obsession_interference',
    question: 'How much do these thoughts get in the way of work, study, home life or time with other people?',
    options: interferenceOptions,
  },
  {
    key: 'obsession_distress',
    question: 'How upsetting or distressing are these thoughts for you?',
    options: distressOptions,
  },
  {
    key: 'obsession_resistance',
    question: 'How much effort do you make to resist these thoughts, for example by turning your attention elsewhere?',
    options: resistanceOptions('the thoughts'),
  },
  {
    key: 'obsession_control',
    question: 'How much control do you have over these thoughts?',
    options: controlOptions('the thoughts'),
  },
];

export const YBOCS_COMPULSION_ITEMS: readonly YbocsItem[] = [
  {
    key: 'time_spent_compulsing',
    question: 'On a typical day in the past week, how much time did compulsions take up?',
    options: TIME_OPTIONS,
  },
  {
    key: 'compulsion_interference',
    question: 'How much do compulsions get in the way of work, study, home life or time with other people?',
    options: interferenceOptions,
  },
  {
    key: 'compulsion_distress',
    question: 'How anxious or upset do you get when you hold back from a compulsion, or something stops you doing it?',
    options: distressOptions,
  },
  {
    key: 'compulsion_resistance',
    question: 'How much effort do you make to resist the urge to do compulsions?',
    options: resistanceOptions('the urges'),
  },
  {
    key: 'compulsion_control',
    question: 'How much control do you have over the drive to do compulsions?',
    options: controlOptions('the urges'),
  },
];

export const YBOCS_ITEMS: readonly YbocsItem[] = [...YBOCS_OBSESSION_ITEMS, ...YBOCS_COMPULSION_ITEMS];
