/** Spec "Public content pages": six themes, each with common obsessions and compulsions. */
export interface OcdType {
  id: string;
  name: string;
  summary: string;
  obsessions: readonly string[];
  compulsions: readonly string[];
}

export const OCD_TYPES: readonly OcdType[] = [
  {
    id: 'contamination',
    name: 'Contamination',
    summary: 'A strong fear of germs, dirt, illness or harmful substances, or a feeling of being dirty that will not go away.',
    obsessions: [
      'Fear of catching or spreading germs, viruses or illness',
      'Fear of body fluids, such as saliva, sweat or blood',
      'Fear of chemicals, cleaning products or “poison”',
      'Feeling dirty or disgusted after touching something, even when nothing is visible',
    ],
    compulsions: [
      'Washing hands or showering many times, or in a fixed way',
      'Cleaning things over and over',
      'Avoiding public places, door handles, or certain people or rooms',
      'Asking others whether something is clean or safe',
    ],
  },
  {
    id: 'harm',
    name: 'Harm',
    summary:
      'Unwanted thoughts or images of hurting someone, often someone you love, that feel horrifying because they go against everything you want.',
    obsessions: [
      'Sudden images of hurting a partner, child or pet',
      'Fear of losing control and acting on an urge, for example with a knife',
      'Fear of having hurt someone without noticing, for example while driving',
      'Fear of being a dangerous or evil person',
    ],
    compulsions: [
      'Avoiding knives, or being alone with certain people',
      'Going back or checking the news to make sure nobody was hurt',
      'Going over in your mind what you did or thought',
      'Asking for reassurance that you would never do it',
    ],
  },
  {
    id: 'checking',
    name: 'Checking',
    summary:
      'Doubts that something was done properly, and a fear that a mistake will cause harm that is your fault.',
    obsessions: [
      'Doubt about whether you locked the door or turned off the stove',
      'Fear that a fire, flood or break-in will happen because of you',
      'Fear of having made a mistake in an e-mail, form or piece of work',
      'Fear of forgetting or losing something important',
    ],
    compulsions: [
      'Checking locks, switches and appliances again and again',
      'Taking photos or videos as proof',
      'Re-reading or re-writing things many times',
      'Asking someone else to check, or to confirm that you did',
    ],
  },
  {
    id: 'symmetry',
    name: 'Symmetry and ordering',
    summary:
      'A need for things to be even, lined up or “just right”, and strong discomfort when they are not.',
    obsessions: [
      'Discomfort when things are uneven, crooked or out of place',
      'A feeling that something is incomplete or “not right”',
      'Fear that something bad will happen if things are not in order',
      'A need to feel things evenly on both sides of the body',
    ],
    compulsions: [
      'Arranging and re-arranging things until they feel right',
      'Repeating actions, such as going through a door again',
      'Counting, or doing things a certain number of times',
      'Touching or tapping things evenly on both sides',
    ],
  },
  {
    id: 'scrupulosity',
    name: 'Religious and moral (scrupulosity)',
    summary:
      'Fear of having sinned, offended God, or done something morally wrong, far beyond what your faith or values ask.',
    obsessions: [
      'Fear of having sinned, or of being punished',
      'Unwanted blasphemous thoughts or images, often during prayer',
      'Doubt about whether a prayer or ritual was done correctly',
      'Worry about having lied, cheated or been unfair without meaning to',
    ],
    compulsions: [
      'Praying over and over, or until it feels right',
      'Confessing again and again',
      'Asking religious leaders or loved ones for reassurance',
      'Avoiding places of worship or religious objects',
    ],
  },
  {
    id: 'pure-o',
    name: 'Pure O (intrusive thoughts)',
    summary:
      '“Pure O” is a popular name for OCD where the compulsions happen mostly in your head, so they are hard to see. There are still compulsions: they are mental.',
    obsessions: [
      'Unwanted sexual thoughts or images, including doubts about your sexual orientation',
      'Doubts about your relationship, such as “Do I really love my partner?”',
      'Violent, taboo or shocking thoughts that feel completely unlike you',
      'Fear that having a thought means you secretly want it',
    ],
    compulsions: [
      'Going over and analysing the thought to “solve” it',
      'Arguing with the thought, or replacing it with a “good” one',
      'Checking your body or feelings for a reaction',
      'Seeking reassurance, or avoiding people and situations that trigger the thought',
    ],
  },
];
