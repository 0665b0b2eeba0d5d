import type { CandidateExposure } from '../types';
import { LIBRARIES } from './library';

/**
 * People's names as the person typed them in lower case ("my boyfriend josh", "my flatmate jess", "my wife sarah"),
 * written with a capital in the steps built from their words: "A week without asking your boyfriend josh" read as
 * careless (an eighth clinician-minded review: "rosie crying", "your boyfriend josh"). A name is known only where the
 * person introduced it after a word for who they are to them, so an ordinary word is never capitalised.
 */
const RELATION =
  /\b(?:my|our|your|his|her) (?:wife|husband|partner|boyfriend|girlfriend|fianc[eé]e?|other half|son|daughter|stepson|stepdaughter|baby|nephew|niece|brother|sister|mum|mom|dad|flatmate|housemate|roommate|mate|friend|best friend|colleague|coworker|co-worker|boss|manager|supervisor|tutor|teacher|lecturer|therapist|neighbour|neighbor|cousin|aunt|auntie|uncle|nan|nana|gran|granny|grandma|grandad|grandpa|grandson|granddaughter|dog|cat|puppy|kitten|little boy|little girl|twins?|ex|ex-boyfriend|ex-girlfriend|ex-husband|ex-wife) ([a-z][a-z-]{1,14})\b/g;

/** A title before a name ("my supervisor dr okafor", "mrs patel next door"): the two are written as one name, "Dr Okafor". */
const TITLED = /\b(dr|mr|mrs|ms|miss|prof) ([a-z][a-z-]{1,14})\b/g;

/** Words that follow "my friend" and are not names: what the friend does, or how the sentence goes on. */
const NOT_NAMES = new Set(
  `a an the and or but if when while whenever because cos so then than that this these those who whom whose which what where why how
  is are was were be been being am has have had having do does did doing done will would shall should can could may might must
  not never always often still just too also even only again ever all both each every any some no none more most less
  at in on to of for from by with without about into onto over under after before around near off out up down away back
  says said say tells told tell asks asked ask thinks thought think knows knew know wants wanted want gets got get goes went go
  comes came come makes made make takes took take sees saw see looks looked look feels felt feel seems seemed seem keeps kept keep
  lets let leaves left leave puts put brings brought bring finds found find gives gave give hugs hugged hug touches touched touch
  holds held hold kisses kissed kiss calls called call texts texted text sleeps slept sleep lives lived live works worked work
  uses used use eats ate eat drinks drank drink plays played play cries cried cry laughs laughed laugh moves moved move shouts
  shouted sits sat sit stands stood stand walks walked walk runs ran run tries tried try helps helped help needs needed need
  likes liked like loves loved love hates hated hate cooks cooked cook cleans cleaned clean washes washed wash checks checked check
  is isn't doesn't didn't won't can't wouldn't couldn't shouldn't hasn't haven't wasn't weren't aren't don't
  home house room bed car work school today tonight tomorrow yesterday now here there again anymore
  alone together okay ok fine well ill sick sad happy angry upset`.split(/\s+/),
);

/** Every word of the reviewed library: a word the steps use themselves is never taken for a name ("faith", "will"). */
let libraryWords: Set<string> | null = null;
function wordsOfLibrary(): Set<string> {
  if (!libraryWords) {
    libraryWords = new Set();
    for (const library of Object.values(LIBRARIES)) {
      for (const template of library.templates) {
        for (const word of `${template.title} ${template.body} ${template.prevention} ${template.why ?? ''}`.toLowerCase().match(/[a-z]+/g) ?? []) libraryWords.add(word);
      }
    }
  }
  return libraryWords;
}

/**
 * A word the person wrote with a capital in the middle of a sentence ("hold Ava for the first hour", "my wife Efua"): a
 * name, written with its capital where their words stand in lower case elsewhere ("efua putting my work bag on the
 * table"; a twelfth clinician-minded reading). Never a word the library uses itself, nor one of the words above.
 */
const CAPITALISED_MID_SENTENCE = /(?<=\b[a-z][a-z']*,? )([A-Z][a-z]{2,14})\b(?![-'][a-z])/g;

/** The names the person introduced, by who they are to them, or by a capital mid-sentence. */
export function namesIntroduced(texts: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(CAPITALISED_MID_SENTENCE)) {
      const word = (match[1] ?? '').toLowerCase();
      if (NOT_NAMES.has(word) || wordsOfLibrary().has(word)) continue;
      names.add(word);
    }
    for (const match of text.matchAll(RELATION)) {
      const word = match[1] ?? '';
      if (word.length < 2 || NOT_NAMES.has(word) || /(?:ing|ly)$/.test(word) || wordsOfLibrary().has(word)) continue;
      names.add(word);
    }
    for (const match of text.matchAll(TITLED)) {
      const word = match[2] ?? '';
      if (NOT_NAMES.has(word) || wordsOfLibrary().has(word)) continue;
      names.add(`${match[1] ?? ''} ${word}`);
    }
  }
  return names;
}

const capitalised = (name: string) => name.replace(/(^|[- ])([a-z])/g, (_all, dash: string, letter: string) => `${dash}${letter.toUpperCase()}`);

/** The steps with each introduced name written with its capital, wherever it stands. */
export function withNamesCapitalised(items: CandidateExposure[], texts: readonly string[]): CandidateExposure[] {
  const names = namesIntroduced(texts);
  if (names.size === 0) return items;
  // Longest first, so "dr okafor" is one name before "okafor" could be another.
  const pattern = new RegExp(`\\b(${[...names].sort((a, b) => b.length - a.length).join('|')})\\b`, 'gi');
  const fix = (text: string) => text.replace(pattern, (name: string) => capitalised(name.toLowerCase()));
  return items.map((item) => ({
    ...item,
    title: fix(item.title),
    description: fix(item.description),
    response_prevention: fix(item.response_prevention),
    ...(item.why === undefined ? {} : { why: fix(item.why) }),
  }));
}
