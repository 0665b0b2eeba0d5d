import { describe, expect, it } from 'vitest';
import { LIBRARIES } from '../../src/modules/generator/offline/library';
import { createOfflineEngine } from '../../src/modules/generator/offline';
import { isNounPhrase } from '../../src/modules/generator/offline/phrasing';
import { insideQuote, toFirstPerson, withinRule } from '../../src/modules/generator/offline/render';

/** Issue 16: the person's ritual goes inside the item's own rule, never as a sentence tacked on. */
describe('withinRule', () => {
  it('goes after the first clause when the rule has two', () => {
    expect(withinRule('Do not wash or use hand gel for 20 minutes, and do not hold the food in a napkin.', 'washing your hands for minutes')).toBe(
      'Do not wash or use hand gel for 20 minutes, including washing your hands for minutes, and do not hold the food in a napkin.',
    );
  });

  it('goes at the end of a one-clause rule, keeping one full stop', () => {
    expect(withinRule('Do not check the lock again.', 'going back to check the front door')).toBe(
      'Do not check the lock again, including going back to check the front door.',
    );
    expect(withinRule('Do not check the lock again', 'pulling the handle')).toBe('Do not check the lock again, including pulling the handle.');
  });

  it('quotes a ritual whose shape is unclear, with balanced quotation marks', () => {
    const paired = withinRule('Do not ask anyone.', 'your own ritual, “The 3-times thing”');
    expect(paired).toBe('Do not ask anyone, including your own ritual, “The 3-times thing”.');
    expect((paired.match(/“/g) ?? []).length).toBe((paired.match(/”/g) ?? []).length);
  });
});


/** docs/clinical.md §9: religious and medical nuance in every library item. */
describe('religious and medical nuance', () => {
  const templates = Object.values(LIBRARIES).flatMap((library) => library.templates);

  it('never says "do not pray": extra prayers and confessions are what is held back', () => {
    for (const template of templates) expect(`${template.body} ${template.prevention}`, template.id).not.toMatch(/\b(do not|don't|never) pray\b/i);
  });

  it('keeps the appointments agreed with a doctor wherever an item holds back booking them', () => {
    for (const template of templates.filter((candidate) => /book extra appointments/i.test(candidate.prevention))) {
      expect(template.prevention, template.id).toMatch(/only the appointments agreed with your doctor/);
    }
  });
});

describe('slot grammar: person inside quotes', () => {
  it('tells quoted text from the rest, for both kinds of quotation marks', () => {
    const text = 'Write “Maybe I left {appliance} on” and check {appliance} once. Say "I might hurt {person}" aloud.';
    expect(insideQuote(text, text.indexOf('{appliance}'))).toBe(true);
    expect(insideQuote(text, text.lastIndexOf('{appliance}'))).toBe(false);
    expect(insideQuote(text, text.indexOf('{person}'))).toBe(true);
  });

  it('turns a slot’s second person into the first inside the person’s own sentence', () => {
    expect(toFirstPerson('your hair straighteners')).toBe('my hair straighteners');
    expect(toFirstPerson('Your partner and yours')).toBe('My partner and mine');
    expect(toFirstPerson('the stove')).toBe('the stove');
  });

  it('never writes "Maybe I left your …" in a generated ladder', async () => {
    const items = await createOfflineEngine().generate({
      obsessions: ['What if I left my hair straighteners on and the flat burns down', 'Maybe I don’t really love my partner'],
      compulsions: ['Checking the straighteners are unplugged again and again'],
      triggers: ['Leaving for work'],
      ybocs: null,
    });
    for (const item of items) {
      for (const quoted of `${item.title} ${item.description}`.match(/[“"][^”"]*[”"]/g) ?? []) {
        if (/\b(I|I'm|I’m|my)\b/.test(quoted)) expect(quoted, item.title).not.toMatch(/\byour\b/);
      }
    }
  });
});

describe('slot grammar: what can be touched', () => {
  it.each(['bin day', 'Sunday mass', 'Monday mornings', 'the news', 'my birthday party'])('"%s" is a time or an event, never an object', (phrase) => {
    expect(isNounPhrase(phrase)).toBe(false);
  });
  it.each(['public door handles', 'the kitchen bin', 'my phone'])('"%s" can be touched', (phrase) => {
    expect(isNounPhrase(phrase)).toBe(true);
  });
});

/** Issue 16: "a step may reference only what an earlier step set up" — every library step stands on its own. */
describe('self-contained steps', () => {
  it('never leans on a story, script or list that the step itself does not ask for', () => {
    for (const template of Object.values(LIBRARIES).flatMap((library) => library.templates)) {
      const text = `${template.title} ${template.body}`;
      if (!/\b(your|the) (harm |feared )?(story|script|list|recording)|recorded thought\b/i.test(text)) continue;
      expect(text, template.id).toMatch(/\b(write|record|make|use one you have written)\b/i);
    }
  });
});
