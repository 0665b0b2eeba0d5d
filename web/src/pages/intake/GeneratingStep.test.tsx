import { CRISIS_QUESTION } from '@ladder/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FakeAnswer } from '../../test/fake-fetch';
import { CONFIRM_THEMES, NONE_OF_THESE } from '../../components/exposures/ThemeChecklist';
import { SUGGEST_NEW_SET } from '../../components/exposures/RateDraft';
import { ALL_TWOS, GENERATED, THEMES } from '../../test/intake-api';
import { TEST_USER } from '../../test/render';
import { findStep, openIntake } from '../../test/intake-page';

const AFTER_YBOCS = { obsessions: ['Germs on door handles'], compulsions: ['Washing'], ybocs: ALL_TWOS };
const GENERATE = 'POST /erp-exposures/exposures/generate';
const ACCEPT = 'POST /erp-exposures/exposures/draft/accept';

/** Opens the wizard at generating_exposures and confirms the themes it offers as they are. */
async function generateWith(answer?: FakeAnswer | (() => FakeAnswer), routes: Parameters<typeof openIntake>[1] = {}) {
  const opened = openIntake(AFTER_YBOCS, { ...routes, ...(answer ? { [GENERATE]: answer } : {}) });
  await findStep('What your ladder will be about');
  await opened.app.user.click(screen.getByRole('button', { name: CONFIRM_THEMES }));
  return opened;
}

const buttonNames = () => screen.queryAllByRole('button').map((button) => button.textContent);

describe('intake generation (docs/product.md §28)', () => {
  it('first offers the themes read from the person’s words, ticked, and builds only for those confirmed', async () => {
    const { api, app } = openIntake(AFTER_YBOCS);
    expect(await findStep('What your ladder will be about')).toBeInTheDocument();
    expect(api.calls(GENERATE)).toHaveLength(0);
    const checking = screen.getByRole('checkbox', { name: THEMES[0]!.label });
    const contamination = screen.getByRole('checkbox', { name: THEMES[1]!.label });
    expect(checking).toBeChecked();
    expect(contamination).toBeChecked();
    expect(checking).toHaveAccessibleDescription(THEMES[0]!.description);
    expect(screen.getByRole('checkbox', { name: NONE_OF_THESE })).not.toBeChecked();

    await app.user.click(contamination);
    await app.user.click(screen.getByRole('button', { name: 'Add another theme' }));
    await app.user.click(screen.getByRole('checkbox', { name: THEMES[3]!.label }));
    await app.user.click(screen.getByRole('button', { name: CONFIRM_THEMES }));

    expect(await findStep('Rate Exposure Difficulty')).toBeInTheDocument();
    const [request] = api.calls(GENERATE);
    expect(await request!.json()).toEqual({ themes: ['checking', 'health'] });
    expect(screen.getByText('Built for:').parentElement).toHaveTextContent('Built for: Harm and responsibility, checking, Health and illness worries');
  });

  it('"None of these" builds around the person’s own words, and says so', async () => {
    const { api, app } = openIntake(AFTER_YBOCS);
    await findStep('What your ladder will be about');
    await app.user.click(screen.getByRole('checkbox', { name: NONE_OF_THESE }));
    expect(screen.getByRole('checkbox', { name: THEMES[0]!.label })).not.toBeChecked();
    expect(screen.getByRole('note')).toHaveTextContent('built around your own words');
    await app.user.click(screen.getByRole('button', { name: CONFIRM_THEMES }));

    expect(await findStep('Rate Exposure Difficulty')).toBeInTheDocument();
    expect(await api.calls(GENERATE)[0]!.json()).toEqual({ themes: [] });
    expect(screen.getByText('Built around your own words, not a theme.')).toBeInTheDocument();
  });

  it('opens a waiting draft with its ratings without generating; only "Suggest a new set" generates', async () => {
    const draft = {
      items: GENERATED.map((item, index) => ({ ...item, index, rating: index === 1 ? 3 : null })),
      themes: [THEMES[1]!],
      created_at: '2025-01-05T15:04:00.000Z',
      updated_at: '2025-01-05T15:04:00.000Z',
    };
    const { api, app } = openIntake({ ...AFTER_YBOCS, draft });
    expect(await findStep('Rate Exposure Difficulty')).toBeInTheDocument();
    expect(screen.getAllByRole('slider').map((slider) => slider.getAttribute('aria-valuenow'))).toEqual(['4', '3']);
    expect(api.calls(GENERATE)).toHaveLength(0);

    // A rating is kept on the server as soon as it changes.
    screen.getAllByRole('slider')[0]!.focus();
    await app.user.keyboard('{ArrowRight}');
    expect(await screen.findByText('Your ratings are saved.')).toBeInTheDocument();
    expect(api.state.draft!.items.map((item) => item.rating)).toEqual([5, 3]);

    await app.user.click(screen.getByRole('button', { name: SUGGEST_NEW_SET }));
    expect(await findStep('What your ladder will be about')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Keep my current list' }));
    expect(await findStep('Rate Exposure Difficulty')).toBeInTheDocument();
    expect(api.calls(GENERATE)).toHaveLength(0);

    await app.user.click(screen.getByRole('button', { name: SUGGEST_NEW_SET }));
    await app.user.click(await screen.findByRole('button', { name: CONFIRM_THEMES }));
    expect(await findStep('Rate Exposure Difficulty')).toBeInTheDocument();
    expect(api.calls(GENERATE)).toHaveLength(1);
    expect(screen.getAllByRole('slider').map((slider) => slider.getAttribute('aria-valuenow'))).toEqual(['4', '7']);
  });

  it('swaps a step for an easier version, and says so', async () => {
    const { api, app } = await generateWith();
    await findStep('Rate Exposure Difficulty');
    await app.user.click(screen.getByRole('button', { name: `Easier version of ${GENERATED[1]!.title}` }));
    expect(await screen.findByText('Step 2 is now an easier version.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: `${GENERATED[1]!.title} (easier)` })).toBeInTheDocument();
    expect(api.calls(GENERATE)).toHaveLength(1);
  });

  it("on 'Daily limit' shows only the wait message, without buttons", async () => {
    await generateWith({
      status: 429,
      body: { detail: 'Daily limit reached: new exposures can be generated 5 times a day. Please try again tomorrow.', code: 'daily_limit_reached' },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Daily limit reached: new exposures can be generated 5 times a day.',
    );
    expect(screen.getByText('Please wait until tomorrow to continue with your intake.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go Back and Add More Details' })).not.toBeInTheDocument();
    expect(buttonNames()).toEqual(['Logout']);
  });

  it('on another 429 (rate_limited) keeps the buttons to try again: only the code means the daily limit', async () => {
    await generateWith({ status: 429, body: { detail: 'Too many requests. The daily limit is not it.', code: 'rate_limited' } });

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. The daily limit is not it.');
    expect(screen.queryByText('Please wait until tomorrow to continue with your intake.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('on a 429 without a detail shows the docs/product.md §28 sentence and the wait message', async () => {
    await generateWith({ status: 429 });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have reached the daily limit for generating exposures. Please try again tomorrow.',
    );
    expect(screen.getByText('Please wait until tomorrow to continue with your intake.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('on another failure offers both ways on; Try Again generates again', async () => {
    const answers: FakeAnswer[] = [
      { status: 503, body: { detail: 'The exercise writer is busy. Please try again.' } },
      { body: GENERATED },
    ];
    const { api, app } = await generateWith(() => answers.shift()!);

    expect(await screen.findByRole('alert')).toHaveTextContent('The exercise writer is busy. Please try again.');
    expect(screen.queryByText('Please wait until tomorrow to continue with your intake.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back and Add More Details' })).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await findStep('Rate Exposure Difficulty')).toBeInTheDocument();
    expect(api.calls(GENERATE)).toHaveLength(2);
  });

  it('falls back to the docs/product.md §28 sentence without a detail', async () => {
    await generateWith(new Error('offline'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to generate exposures. Please ensure your obsessions and compulsions are specific enough.',
    );
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('shows a 422 without a safety code as an error, exactly as the server wrote it', async () => {
    await generateWith({ status: 422, body: { detail: 'Add at least one obsession before generating exposures.' } });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Add at least one obsession before generating exposures.');
  });

  it('treats an empty list as a failure with the docs/product.md §28 message', async () => {
    await generateWith({ body: [] });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to generate exposures. Please ensure your obsessions and compulsions are specific enough. Try adding more details about your specific fears and behaviors.',
    );
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back and Add More Details' })).toBeInTheDocument();
  });

  it('Go Back and Add More Details reloads obsessions and compulsions and opens obsessions', async () => {
    const { api, app } = await generateWith({ body: [] });
    await screen.findByRole('alert');
    api.state.obsessions = ['Germs on door handles', 'Written on another device'];
    api.state.compulsions = ['Washing', 'Asking for reassurance'];

    await app.user.click(screen.getByRole('button', { name: 'Go Back and Add More Details' }));

    await findStep('Obsessions');
    const obsessions = within(await screen.findByRole('list', { name: 'Your obsessions' }));
    expect(obsessions.getByText('Written on another device')).toBeInTheDocument();
    expect(api.calls('GET /obsessions')).toHaveLength(2);

    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    await findStep('Compulsions');
    const compulsions = within(await screen.findByRole('list', { name: 'Your compulsions' }));
    expect(compulsions.getByText('Asking for reassurance')).toBeInTheDocument();
    expect(api.calls('GET /compulsions')).toHaveLength(2);
  });
});

describe('rating and Complete Onboarding (docs/product.md §29)', () => {
  it('saves each exposure with the rated fear level, completes intake and goes to the dashboard', async () => {
    const { api, app } = await generateWith();
    await findStep('Rate Exposure Difficulty');

    const [stove, bin] = screen.getAllByRole('slider');
    expect(stove).toHaveAccessibleName('Difficulty of Leave the stove after one check');
    expect(stove).toHaveAttribute('aria-valuenow', '4');
    expect(stove).toHaveAttribute('aria-valuetext', '4 out of 10');
    expect(bin).toHaveAttribute('aria-valuenow', '7');
    expect(screen.getByText('Touch the kitchen bin lid, then make and eat a sandwich without washing.')).toBeInTheDocument();

    bin!.focus();
    await app.user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(bin).toHaveAttribute('aria-valuetext', '5 out of 10, Moderately Difficult');
    stove!.focus();
    await app.user.keyboard('{End}');
    expect(stove).toHaveAttribute('aria-valuenow', '10');

    await app.user.click(screen.getByRole('button', { name: 'Complete Onboarding' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(app.path()).toBe('/dashboard');
    expect(localStorage.getItem('intake_completed')).toBe('true');
    // The last ratings are stored with the draft, which the server then saves in one go.
    const ratings = api.calls('PUT /erp-exposures/exposures/draft/ratings');
    expect(await ratings.at(-1)!.json()).toEqual({ ratings: [10, 5] });
    expect(api.calls(ACCEPT)).toHaveLength(1);
    expect(api.state.exposures.map((item) => [item.title, item.fear_level])).toEqual([
      [GENERATED[0]!.title, 10],
      [GENERATED[1]!.title, 5],
    ]);
    const completeAt = api.requests.indexOf(api.calls('POST /users/me/complete-intake')[0]!);
    expect(completeAt).toBeGreaterThan(api.requests.indexOf(api.calls(ACCEPT)[0]!));
  });

  it('shows a failed save and, on retry, does not save the draft twice', async () => {
    let attempt = 0;
    const { api, app } = await generateWith(undefined, {
      // Saving the draft worked, but telling the server that intake is complete was lost once.
      'POST /users/me/complete-intake': () => {
        attempt += 1;
        return attempt === 1 ? new Error('offline') : { body: { ...TEST_USER, completed_onboarding: true } };
      },
    });
    await findStep('Rate Exposure Difficulty');

    await app.user.click(screen.getByRole('button', { name: 'Complete Onboarding' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while saving your data');

    await app.user.click(screen.getByRole('button', { name: 'Complete Onboarding' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(api.calls(ACCEPT)).toHaveLength(1);
    expect(api.state.exposures).toHaveLength(2);
  });
});

const CRISIS_DETAIL = 'What you wrote sounds like you may be thinking about ending your life. Please call 988.';
const crisisScreen = () => screen.findByRole('dialog', { name: 'You deserve support right now' });

describe('intake generation: refusals for the person\'s safety (docs/clinical.md §19)', () => {
  it('shows the calm crisis screen for crisis words, never an error, and goes back to the lists', async () => {
    const { api, app } = await generateWith({ status: 422, body: { detail: CRISIS_DETAIL, code: 'crisis' } });

    const crisis = within(await crisisScreen());
    expect(crisis.getByRole('heading', { name: 'You deserve support right now' })).toHaveFocus();
    expect(crisis.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    expect(crisis.getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
    expect(crisis.getByText(/If you are in danger now/)).toBeInTheDocument();
    expect(crisis.getByRole('link', { name: 'Helplines in other countries' })).toHaveAttribute('href', '/crisis');
    expect(crisis.getByText(/Ladder cannot call anyone or send help/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Failed to generate/)).not.toBeInTheDocument();
    // The rest of the page is out of reach while the screen shows.
    expect(app.container).toHaveAttribute('inert');

    await app.user.click(crisis.getByRole('button', { name: "I'm ready to go back" }));

    expect(await findStep('Obsessions')).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app.container).not.toHaveAttribute('inert');
    expect(api.calls(GENERATE)).toHaveLength(1);
  });

  it('asks instead of refusing; "A fear" stores the answer and generates again', async () => {
    const answers: FakeAnswer[] = [{ status: 422, body: { detail: CRISIS_QUESTION, code: 'crisis_question' } }, { body: GENERATED }];
    const { api, app } = await generateWith(() => answers.shift()!);

    expect(await findStep('A question before your list')).toHaveFocus();
    const question = screen.getByRole('group', { name: CRISIS_QUESTION });
    expect(screen.getByText(/a known theme of OCD/)).toBeInTheDocument();
    expect(screen.getByText(/Either answer is okay to give/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await app.user.click(within(question).getByRole('button', { name: 'A fear that horrifies me' }));

    expect(await findStep('Rate Exposure Difficulty')).toBeInTheDocument();
    expect(api.state.safetyAnswers).toEqual([{ question: 'crisis_question', answer: 'fear' }]);
    expect(api.calls(GENERATE)).toHaveLength(2);
  });

  it('"Thoughts of ending my life" stores the answer and shows the crisis screen', async () => {
    const { api, app } = await generateWith({ status: 422, body: { detail: CRISIS_QUESTION, code: 'crisis_question' } });

    await findStep('A question before your list');
    await app.user.click(screen.getByRole('button', { name: 'Thoughts of ending my life' }));

    const crisis = within(await crisisScreen());
    expect(crisis.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    expect(crisis.getByText(/Thank you for telling Ladder/)).toBeInTheDocument();
    await vi.waitFor(() => expect(api.state.safetyAnswers).toEqual([{ question: 'crisis_question', answer: 'thoughts_of_ending_life' }]));
    expect(api.calls(GENERATE)).toHaveLength(1);
  });

  it('goes on when the question no longer waits for an answer (409)', async () => {
    const answers: FakeAnswer[] = [{ status: 422, body: { detail: CRISIS_QUESTION, code: 'crisis_question' } }, { body: GENERATED }];
    const { app } = await generateWith(() => answers.shift()!, {
      'POST /users/me/safety-answers': { status: 409, body: { detail: 'There is no question about your list waiting for an answer.' } },
    });

    await findStep('A question before your list');
    await app.user.click(screen.getByRole('button', { name: 'A fear that horrifies me' }));

    expect(await findStep('Rate Exposure Difficulty')).toBeInTheDocument();
  });

  it('signposts an eating-disorder picture; "Continue without these" stores the choice and generates', async () => {
    const signpost = 'Some of what you wrote sounds like eating-disorder behaviours. You can continue, and your ladder will leave these out.';
    const answers: FakeAnswer[] = [{ status: 422, body: { detail: signpost, code: 'eating_disorder_signpost' } }, { body: GENERATED }];
    const { api, app } = await generateWith(() => answers.shift()!);

    expect(await findStep('Before your list: a note about eating')).toHaveFocus();
    expect(screen.getByText(signpost)).toBeInTheDocument();
    const helplines = within(screen.getByRole('list', { name: 'Eating-disorder helplines' }));
    expect(helplines.getByRole('link', { name: '1-888-375-7767' })).toHaveAttribute('href', 'tel:18883757767');
    expect(helplines.getByRole('link', { name: '0808 801 0677' })).toHaveAttribute('href', 'tel:08088010677');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Continue without these' }));

    expect(await findStep('Rate Exposure Difficulty')).toBeInTheDocument();
    expect(api.state.safetyAnswers).toEqual([{ question: 'eating_disorder_signpost', answer: 'continue' }]);
  });

  it('the signpost leads back to the lists too', async () => {
    const { app } = await generateWith({ status: 422, body: { detail: 'A signpost.', code: 'eating_disorder_signpost' } });

    await findStep('Before your list: a note about eating');
    await app.user.click(screen.getByRole('button', { name: 'Change my lists' }));

    expect(await findStep('Obsessions')).toBeInTheDocument();
  });

  it('says calmly when the lists are for a professional, with the crisis page and a way back', async () => {
    const detail = 'Everything on your list is something to work on with a professional rather than with self-help exposures.';
    const { app } = await generateWith({ status: 422, body: { detail, code: 'for_a_professional' } });

    expect(await findStep('This one is for a professional')).toHaveFocus();
    expect(screen.getByText(detail)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'crisis resources and helplines' })).toHaveAttribute('href', '/crisis');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Change my lists' }));
    expect(await findStep('Obsessions')).toBeInTheDocument();
  });

  it('shows beside the ladder the items set aside for a professional, in the person\'s words', async () => {
    await generateWith(undefined, {
      'GET /users/me/safety-notes': {
        body: {
          notes: [
            {
              list: 'compulsions',
              text: 'Scratching my arms',
              reason: 'self_harm',
              message: 'Hurting yourself is not something to practise with exposures. This one is for a professional.',
            },
          ],
          eating_disorder: false,
        },
      },
    });
    await findStep('Rate Exposure Difficulty');

    const notes = within(await screen.findByRole('region', { name: 'Not in your ladder' }));
    expect(notes.getByText('“Scratching my arms”')).toBeInTheDocument();
    expect(notes.getByText(/This one is for a professional\./)).toBeInTheDocument();
    expect(notes.getByRole('link', { name: 'Where to find support' })).toHaveAttribute('href', '/crisis');
    expect(screen.getAllByRole('slider')).toHaveLength(2);
  });

  it('signposts hoarding disorder calmly beside the ladder when the lists read that way', async () => {
    const signpost = 'Hoarding disorder is a condition of its own, and a professional can help with it.';
    await generateWith(undefined, {
      'GET /users/me/safety-notes': { body: { notes: [], eating_disorder: false, hoarding_signpost: signpost } },
    });
    await findStep('Rate Exposure Difficulty');

    const region = within(await screen.findByRole('region', { name: 'About keeping things' }));
    expect(region.getByText(signpost)).toBeInTheDocument();
    expect(region.getByRole('link', { name: 'Where to find support' })).toHaveAttribute('href', '/crisis');
    expect(screen.queryByRole('region', { name: 'Not in your ladder' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says calmly who Ladder is made for when the lists sound like someone under 18', async () => {
    const signpost = 'Some of what you wrote sounds like you might be under 18. Ladder is made for adults.';
    await generateWith(undefined, {
      'GET /users/me/safety-notes': {
        body: { notes: [], eating_disorder: false, hoarding_signpost: null, young_person_signpost: signpost },
      },
    });
    await findStep('Rate Exposure Difficulty');

    const region = within(await screen.findByRole('region', { name: 'If you are under 18' }));
    expect(region.getByText(signpost)).toBeInTheDocument();
    expect(region.getByRole('link', { name: 'Where to find support' })).toHaveAttribute('href', '/crisis');
    expect(screen.queryByRole('region', { name: 'About keeping things' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows no notes when nothing was set aside', async () => {
    const { api } = await generateWith();
    await findStep('Rate Exposure Difficulty');
    await vi.waitFor(() => expect(api.calls('GET /users/me/safety-notes')).toHaveLength(1));

    expect(screen.queryByRole('region', { name: 'Not in your ladder' })).not.toBeInTheDocument();
  });
});

