import { describe, expect, it } from 'vitest';
import type { GenerationInput } from '../../src/modules/generator/types';
import { createOfflineEngine } from '../../src/modules/generator/offline';

/**
 * Issue 16, the fourth clinician-minded review (decision 026, "The person's situation at the top"):
 * the top band holds the situation the person's OCD turns on, for longer, and a trigger's trailing
 * "after …" says when it became dirty, not where the step happens.
 */
function intake(overrides: Partial<GenerationInput>): GenerationInput {
  return { obsessions: [], compulsions: [], triggers: [], ybocs: null, ...overrides };
}

const generate = (input: GenerationInput) => createOfflineEngine().generate(input);

describe('the person’s central situation at the top of the ladder', () => {
  it('makes the stairs a top step for a father afraid of dropping his baby down them', async () => {
    const items = await generate(
      intake({
        obsessions: ['keep getting pictures of me dropping the baby down the stairs', 'what if i snap and hurt her when shes crying'],
        compulsions: ['making my wife carry her on the stairs', 'asking my wife if she thinks im a good dad'],
        triggers: ['the stairs at home', 'bath time', 'her crying at night'],
        ybocs: { total: 23, obsessions: 12, compulsions: 11, severity: 'Moderate' },
      }),
    );
    const top = items.filter((item) => item.fear_level >= 8);
    expect(top.some((item) => /the stairs at home/i.test(item.title))).toBe(true);
  });

  it('makes her coat and bag after the hospital a step, never the ward itself', async () => {
    const items = await generate(
      intake({
        obsessions: ['bringing hospital germs home to my kids like mrsa', 'anything that went in the ward is dirty'],
        compulsions: ['stripping off at the front door and washing everything on 60', 'showering for like 40 mins after'],
        triggers: ['visiting nan on the ward', 'my coat and bag after the hospital', 'ambulances'],
        ybocs: { total: 24, obsessions: 12, compulsions: 12, severity: 'Severe' },
      }),
    );
    expect(items.some((item) => item.fear_level >= 8 && /coat and bag/i.test(item.title))).toBe(true);
    for (const item of items) expect(`${item.title} ${item.description}`, item.title).not.toMatch(/\b(?:wards?|ambulances?)\b/i);
  });

  it('never pairs eating with the train’s grab rails, however the top band is filled', async () => {
    const items = await generate(
      intake({
        obsessions: ['Germs from the train will get on me and I will bring them home and make my partner ill', 'feeling dirty until I have showered'],
        compulsions: ['washing my hands up to the elbows when I get in', 'putting my work clothes straight in the wash', 'wiping my phone and keys with antibacterial wipes'],
        triggers: ['the grab rails on the train', 'ticket machines', 'my work bag', 'shaking hands'],
        ybocs: { total: 21, obsessions: 11, compulsions: 10, severity: 'Moderate' },
      }),
    );
    for (const item of items) expect(`${item.title} ${item.description}`, item.title).not.toMatch(/\b(?:eat|food)\b[^.]*\b(?:rail|toilet)/i);
  });
});
