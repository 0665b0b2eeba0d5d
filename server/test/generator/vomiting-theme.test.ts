import { describe, expect, it } from 'vitest';
import { createOfflineEngine, detectThemes } from '../../src/modules/generator/offline';
import type { CandidateExposure, GenerationInput } from '../../src/modules/generator/types';
import { filterUnsafe } from '../../src/modules/safety/items/filter';

/**
 * A fear of vomiting (emetophobia) is a theme of its own (docs/clinical.md §7, §8: a theme the library lacks is said,
 * not guessed). A clinician-minded review rated a ladder 2/10 when "sick" sent such a person to the contamination
 * library: door handles and outdoor shoes, nothing about vomit, nausea, food or the mints she carries. Each intake
 * here is worded differently (British and American, lower case, typos); the counter-cases keep "sick of it", a germ
 * fear and a fear of cancer where they were.
 */
const engine = createOfflineEngine();
const MODERATE = { total: 22, obsessions: 11, compulsions: 11, severity: 'Moderate' as const };
const person = (obsessions: string[], compulsions: string[], triggers: string[]): GenerationInput => ({
  obsessions,
  compulsions,
  triggers,
  ybocs: MODERATE,
  confirmedThemes: null,
});
const themesOf = (input: GenerationInput) => detectThemes(input).map((match) => match.theme);
const text = (item: CandidateExposure) => `${item.title} ${item.description}`;

/** The contamination library's germ steps: none belongs in a ladder for a fear of being sick. */
const GERM_STEP = /door handle|outdoor shoes|\bshoes\b|bin lid|the bin\b|toilet flush|fingertip|hand gel|unwashed hands|shopping trolley|public toilet|bus (?:seat|pole|rail)|handrail|touching things/i;
/** What a ladder for this fear is about. */
const ABOUT_VOMITING = /\b(?:sick|vomit\w*|throw\w* up|nause\w*|queas\w*|stomach|mints?|eat\w*|meal|food|bug)\b/i;
const EATING = /\b(?:eat|eats|eating|ate|snack|meal|meals|food)\b/i;

const VOMITING_INTAKES: Array<[string, GenerationInput]> = [
  ['british, being sick', person(['im terrified of being sick in public', 'what if i am sick on the train'], ['checking the dates on everything in the fridge', 'carrying mints and anti-sickness tablets everywhere'], ['eating out', 'people saying they feel ill'])],
  ['american, throwing up', person(['I am so scared of throwing up that I can barely eat at restaurants'], ['asking my husband if I look pale', 'only eating food I cooked myself'], ['restaurants', 'my kids coming home from daycare'])],
  ['puke, lower case', person(['fear of puking in front of people'], ['not eating before going out', 'sitting near the door'], ['parties', 'buses'])],
  ['barf, typos', person(['scared i might barf at work and evryone will see'], ['checking my stomach all day', 'googling if nausea means im gonna be sick'], ['feeling full after lunch', 'meetings'])],
  ['stomach bug', person(['What if I catch a stomach bug and end up vomiting'], ['avoiding anyone who has been ill', 'taking my temperature'], ['school letters about a bug going round', 'the news about bugs in winter'])],
  ['norovirus', person(['norovirus season terrifies me, i cant stand the thought of throwing up'], ['staying home in winter', 'reading outbreak news'], ['hearing someone at work had norovirus'])],
  ['emetophobia named', person(['I have emetophobia'], ['smelling food to see if it is off', 'keeping a sick bag in my bag'], ['long car journeys', 'boats'])],
  ['nausea', person(['whenever i feel nauseous i panic that im going to vomit'], ['sucking mints', 'asking my mum if i look ill'], ['a warm stuffy room', 'spinning rides'])],
  ['sick bug, british', person(['scared of getting a sick bug from the kids at school and being sick'], ['not letting my son near other children who were ill'], ['the sickness bug going round his class'])],
  ['food poisoning', person(['what if the chicken gives me food poisoning and i throw up all night'], ['cooking everything until it is dry', 'checking use by dates three times'], ['leftovers', 'takeaways'])],
  ['queasy', person(['feeling queasy makes me think im about to be sick'], ['sipping water to settle my stomach', 'avoiding buses and boats'], ['car journeys', 'travel'])],
  ['vomit as a verb', person(['I am afraid I will vomit on the bus'], ['carrying a plastic bag in case', 'sitting at the front'], ['bus journeys', 'the smell of food'])],
  ['chucking up, someone else', person(['terrified of seeing someone else throw up or chucking up myself'], ['leaving the room if someone coughs'], ['people who say they feel sick', 'drunk people'])],
];

describe('a fear of vomiting is its own theme', () => {
  it.each(VOMITING_INTAKES)('reads the vomiting theme (%s)', (_name, input) => {
    const themes = themesOf(input);
    expect(themes).toContain('vomiting');
    expect(themes).not.toContain('contamination');
  });

  it.each(VOMITING_INTAKES)('builds a banded ladder about vomiting, each step with its response prevention (%s)', async (_name, input) => {
    const items = await engine.generate(input);
    const mine = items.filter((item) => item.theme === 'vomiting');
    expect(mine.length).toBeGreaterThanOrEqual(8);
    for (const item of items) expect(text(item), text(item)).not.toMatch(GERM_STEP);
    // About being sick, or working on one of the person's own rituals or avoidances (a word of five letters or more
    // from their compulsions: "outbreak news", "in winter"); never a stock step of another theme.
    const ownWords = input.compulsions.flatMap((compulsion) => compulsion.toLowerCase().match(/[a-z]{5,}/g) ?? []).filter((word) => !/^(?:staying|avoiding|checking|always|before|after|every|thing|things)$/.test(word));
    const fits = (item: CandidateExposure) => ABOUT_VOMITING.test(text(item)) || ownWords.some((word) => text(item).toLowerCase().includes(word));
    expect(mine.filter(fits).length).toBeGreaterThanOrEqual(mine.length - 2);
    for (const item of items) expect(item.response_prevention.length, item.title).toBeGreaterThan(10);
    const fears = items.map((item) => item.fear_level);
    expect(fears.filter((fear) => fear <= 3).length).toBeGreaterThanOrEqual(1);
    expect(fears.filter((fear) => fear >= 4 && fear <= 6).length).toBeGreaterThanOrEqual(2);
    expect(fears.filter((fear) => fear >= 7 && fear <= 8).length).toBeGreaterThanOrEqual(2);
    expect(fears.filter((fear) => fear >= 9).length).toBeGreaterThanOrEqual(2);
    expect(filterUnsafe(items).rejected).toEqual([]);
  });
});

describe('what the vomiting theme is not', () => {
  it('leaves "sick of", "sick with worry" and sick people in a health fear alone', () => {
    expect(themesOf(person(['im sick of checking the door every night, what if someone breaks in'], ['checking the lock ten times'], ['leaving the house']))).not.toContain('vomiting');
    expect(themesOf(person(['I worry myself sick that I have cancer'], ['checking my body for lumps', 'googling symptoms'], ['visiting sick people in hospital']))).not.toContain('vomiting');
    expect(themesOf(person(['I am sick with worry that my partner is the wrong person'], ['comparing him to my friends boyfriends'], ['romantic films']))).not.toContain('vomiting');
  });

  // A seventh clinician-minded review: a mother afraid of poisoning her daughter with bleach got three vomiting steps.
  it('never reads someone poisoned as food poisoning', () => {
    expect(themesOf(person(['traces of bleach on the worktop getting into my daughters food and poisoning her'], ['rinsing the worktops again and again'], ['the smell of bleach']))).not.toContain('vomiting');
    expect(themesOf(person(['what if weedkiller gets on his dinner and poisons him'], ['washing my hands after the garden'], ['the shed']))).not.toContain('vomiting');
    expect(themesOf(person(['getting food poisoning from a takeaway and throwing up'], ['smelling food to see if its off'], ['takeaways']))).toContain('vomiting');
  });

  it('keeps a fear of cancer as health', () => {
    const themes = themesOf(person(['what if I have stomach cancer and the doctors missed it'], ['checking my belly for lumps', 'googling symptoms'], ['feeling bloated']));
    expect(themes[0]).toBe('health');
    expect(themes).not.toContain('vomiting');
  });

  it('keeps a germ fear that names a sickness bug as contamination (or both), never vomiting alone', () => {
    for (const input of [
      person(['germs on door handles will give me a sickness bug'], ['washing my hands until they are raw', 'using hand gel after touching anything'], ['door handles', 'public toilets']),
      person(['norovirus germs on the shopping trolley spreading to my hands'], ['disinfecting the trolley handle', 'washing my hands for 2 minutes'], ['supermarkets', 'cash']),
      person(['getting contaminated by other peoples germs'], ['washing my hands'], ['walking past vomit on the pavement', 'dog mess']),
    ]) {
      const themes = themesOf(input);
      expect(themes, input.obsessions[0]).toContain('contamination');
    }
    expect(themesOf(person(['getting contaminated by other peoples germs'], ['washing my hands'], ['walking past vomit on the pavement', 'dog mess']))).not.toContain('vomiting');
  });
});

describe('care kept in a vomiting ladder', () => {
  it('reads searching a stomach bug as the fear of being sick, not a health theme of its own', () => {
    const themes = themesOf(person(['throwing up', 'catching norovirus from the kids'], ['googling stomach flu symptoms', 'taking my temperature'], ['daycare emails about a bug']));
    expect(themes).toEqual(['vomiting']);
  });

  it('brings on no queasiness and no fullness, and no food near its date, for someone pregnant or looking after a condition', async () => {
    for (const input of [
      person(['im pregnant and terrified of throwing up'], ['sucking mints all day', 'asking my partner if i look pale'], ['the smell of cooking', 'buses']),
      person(['scared of being sick in public'], ['checking my blood sugar more than the diabetes nurse said', 'carrying a sick bag'], ['eating out', 'trains']),
    ]) {
      const items = await engine.generate(input);
      // Beside diabetes care, the health library's care steps share the ladder (docs/clinical.md §9).
      expect(items.filter((item) => item.theme === 'vomiting').length).toBeGreaterThanOrEqual(5);
      for (const item of items) {
        expect(item.kind, item.title).not.toBe('interoceptive');
        expect(item.title).not.toMatch(/until full|swivel chair|use-by day/i);
      }
    }
  });
});

describe('eating in a vomiting ladder', () => {
  it('has no eating step when the lists describe eating-disorder behaviour', async () => {
    for (const input of [
      person(['scared of being sick'], ['making myself sick after eating', 'checking food dates'], ['restaurants', 'buses']),
      person(['terrified of throwing up'], ['skipping meals so there is nothing to bring up', 'counting calories'], ['eating out', 'parties']),
    ]) {
      expect(themesOf(input)).toContain('vomiting');
      const items = await engine.generate(input);
      for (const item of items) expect(item.title, item.title).not.toMatch(EATING);
      for (const item of items) expect(item.description.replace(/Do not[^.]*\./g, ''), item.description).not.toMatch(/\beat\b/i);
    }
  });

  it('never asks for food past its date, undercooked food, or anything that brings vomiting on', async () => {
    for (const [, input] of VOMITING_INTAKES) {
      for (const item of await engine.generate(input)) {
        expect(text(item)).not.toMatch(/past (?:its|the) (?:use[- ]by|date)|out of date|expired|undercooked|ipecac|fingers? down|make yourself (?:be )?sick|induce/i);
      }
    }
  });
});
