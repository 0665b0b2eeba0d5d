import { describe, expect, it } from 'vitest';
import { contentWarning, unsafeReason } from '../../../src/modules/safety/items/filter';
import { DANGEROUS, DISGUISED, LEGITIMATE, LEGITIMATE_ITEMS, UNDERMINING, UNSAFE_ITEMS } from './cases';
import { engineItem } from './helpers';

/** The category a custom exposure is warned for: the same content checks engines' items pass. */
const categoryOf = (task: string) => contentWarning({ title: task.slice(0, 60), description: `${task} Do not seek reassurance afterwards.` })?.category ?? null;

describe('dangerous items are kept from the person, in any wording (docs/clinical.md §10)', () => {
  describe.each(Object.entries(DANGEROUS))('%s', (category, tasks) => {
    it.each(tasks)('"%s"', (task) => {
      expect(categoryOf(task)).toBe(category);
      expect(unsafeReason(engineItem(task))).not.toBeNull();
    });
  });
});

describe('reassurance and relaxation are kept out of exposures (docs/clinical.md §13; Kobori & Salkovskis 2013)', () => {
  describe.each(Object.entries(UNDERMINING))('%s', (category, tasks) => {
    it.each(tasks)('"%s"', (task) => {
      expect(categoryOf(task)).toBe(category);
    });
  });
});

describe('whole items, title and description', () => {
  it.each(UNSAFE_ITEMS)('%s: "%s"', (category, title, description) => {
    expect(contentWarning({ title, description })?.category).toBe(category);
  });
});

describe('misspelt, leetspeak, spaced and quoted wordings, and the person’s own words quoted by an engine', () => {
  it.each(DISGUISED)('"%s" is %s', (task, category) => {
    expect(categoryOf(task)).toBe(category);
  });
});

describe('legitimate ERP survives (docs/clinical.md §15)', () => {
  it.each(LEGITIMATE)('keeps "%s"', (task) => {
    expect(unsafeReason(engineItem(task, { response_prevention: 'Do not wash, check or ask anyone for reassurance for 20 minutes.' }))).toBeNull();
  });

  it.each(LEGITIMATE_ITEMS)('keeps "%s"', (title, description) => {
    expect(contentWarning({ title, description })).toBeNull();
  });
});

describe('quotations', () => {
  it('reads a quoted doubt as the exposure and a quoted instruction as an instruction', () => {
    expect(categoryOf('Write "Maybe I left the hob on and the house will burn down" ten times.')).toBeNull();
    expect(categoryOf('Write "leave the hob on and go out" ten times, then do it.')).toBe('fire_or_appliances');
  });

  it('names reassurance to drop without instructing it, in single or double quotation marks', () => {
    expect(categoryOf("Do not say 'nothing bad will happen, but I never would' to yourself.")).toBeNull();
    expect(categoryOf('Do not say "I’m safe. Nothing bad will happen." when the doubt comes.')).toBeNull();
    expect(categoryOf('Say "I’m safe. Nothing bad will happen." when the doubt comes.')).toBe('reassurance');
  });

  it('counts sexual content with minors inside a quoted doubt too', () => {
    expect(categoryOf("Write 'Maybe I'm attracted to the 15 y/o I tutor' ten times.")).toBe('minors');
  });
});

describe('prohibitions', () => {
  it('does not read a forbidden danger as an instruction', () => {
    expect(categoryOf('Do not leave the hob on when you go out.')).toBeNull();
    expect(categoryOf('Do not drive after drinking.')).toBeNull();
  });

  it('reads the prohibition as the harm where it is one', () => {
    expect(categoryOf('Do not take your tablets tomorrow.')).toBe('medication');
    expect(categoryOf('Do not eat anything until dinner.')).toBe('eating_disorder');
    expect(categoryOf('Drive home without a seat belt.')).toBe('risky_driving');
  });

  it('never turns a harmful behaviour into a "delay it" step (docs/clinical.md §12)', () => {
    expect(categoryOf('Do not scratch your arms for 10 minutes after the urge comes.')).toBe('self_harm');
    expect(categoryOf('Resist having a drink to calm down for half an hour.')).toBe('alcohol_or_drugs');
    expect(categoryOf('Do not scratch your skin.')).toBeNull();
  });
});
