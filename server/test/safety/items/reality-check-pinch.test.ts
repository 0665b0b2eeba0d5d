import { describe, expect, it } from 'vitest';
import { harmfulListItem } from '../../../src/modules/safety/items/filter';
import { screenGenerationInput } from '../../../src/modules/safety/input-screen';
import { generationInput } from '../../generator/factories';

/**
 * Issue 16, a fourth clinician-minded review: an existential-OCD compulsion, "testing if things are real by touching
 * them and pinching myself", was set aside as self-harm ("Hurting yourself is not something to practise with
 * exposures. This one is for a professional"), where the crisis screen already reads a pinch to test reality as a
 * reality check (docs/clinical.md §10, §17). The message is alarming, and the person's ritual dropped out of the
 * ladder. Pinching hard, until it marks or to punish, and any other way of hurting oneself, is still set aside.
 */
describe('a pinch to test what is real is a ritual, not self-harm', () => {
  it.each([
    'testing if things are real by touching them and pinching myself',
    'pinching myself to check im awake',
    "Pinching myself to make sure I'm not dreaming",
    'pinch myself to see if im real',
    'pinching myself over and over to check this is reality',
    // A twelfth clinician-minded reading: the arm named, and "check" in quotation marks.
    "touching the table or pinching my arm to 'check' its real",
    'pinching my hand to make sure I am awake',
  ])('keeps %j as the work', (text) => {
    expect(harmfulListItem(text)).toBeNull();
  });

  it.each([
    'pinching myself until it bruises to check im real',
    'pinching myself hard to punish myself',
    'pinching myself and scratching my arms to feel real',
    'pinching my arm till it marks',
    'pinching myself when i have a bad thought',
    'scratching myself to check im real',
  ])('still sets aside %j', (text) => {
    expect(harmfulListItem(text)).toBe('self_harm');
  });

  it('leaves the reality check in the ladder\'s input, with no note', () => {
    const screen = screenGenerationInput(
      generationInput(
        ['what if nothing is real and im the only one who exists'],
        ['testing if things are real by touching them and pinching myself', 'asking my partner if she is real'],
        ['looking at the night sky'],
      ),
    );
    expect(screen.notes).toEqual([]);
    expect(screen.input.compulsions).toContain('testing if things are real by touching them and pinching myself');
  });
});
