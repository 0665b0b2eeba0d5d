import { PHQ9_ITEM9_TEXT } from '@ladder/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerSuitability, findStep, openIntake, sidebarStep } from '../../test/intake-page';

const SUITABILITY = 'Is self-help right for me now?';
const RECOMMENDATION = 'Talking to a professional first may help';
const PUT = 'PUT /users/me/suitability';

describe('"Is self-help right for me now?" (docs/clinical.md §20)', () => {
  it('comes first, before the terms, while it is not answered', async () => {
    const { api } = openIntake({ suitability: null, acceptedTos: false });

    expect(await findStep(SUITABILITY)).toBeInTheDocument();
    expect(sidebarStep('Is self-help right for me?')).toHaveAttribute('aria-current', 'step');
    expect(sidebarStep('Terms')).toHaveTextContent('Not started');
    expect(api.calls('GET /users/me/suitability')).toHaveLength(1);
  });

  it('asks PHQ-9 item 9 in its own words, cites it, and asks about current treatment', async () => {
    openIntake({ suitability: null, acceptedTos: false });
    await findStep(SUITABILITY);

    const [thoughts, ...treatment] = screen.getAllByRole('group');
    expect(thoughts).toHaveAccessibleName(`1. ${PHQ9_ITEM9_TEXT}`);
    expect(within(thoughts!).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual([
      'Not at all',
      'Several days',
      'More than half the days',
      'Nearly every day',
    ]);
    expect(screen.getByText('Question 1 is item 9 of the PHQ-9 (Kroenke, Spitzer & Williams, 2001).')).toBeVisible();
    expect(treatment.map((group) => group.getAttribute('aria-label') ?? group.textContent)).toHaveLength(3);
    expect(treatment[0]).toHaveTextContent('Are you being treated for an eating disorder at the moment?');
    expect(treatment[1]).toHaveTextContent('Are you being treated for psychosis at the moment?');
    expect(treatment[2]).toHaveTextContent('Are you being treated for alcohol or drug dependence at the moment?');
    expect(screen.getByText(/stored privately in your own record/)).toHaveTextContent(
      'They are included in your data export and deleted with your account.',
    );
    expect(screen.getByText(/Nothing you answer here stops you from using Ladder/)).toBeInTheDocument();
  });

  it('keeps Continue disabled until all four are answered', async () => {
    const { app } = openIntake({ suitability: null, acceptedTos: false });
    await findStep(SUITABILITY);
    const next = screen.getByRole('button', { name: 'Continue' });

    expect(next).toBeDisabled();
    await app.user.click(screen.getByRole('radio', { name: 'Not at all' }));
    const [, eating, psychosis] = screen.getAllByRole('group');
    await app.user.click(within(eating!).getByRole('radio', { name: 'No' }));
    await app.user.click(within(psychosis!).getByRole('radio', { name: 'No' }));
    expect(next).toBeDisabled();
    expect(screen.getByText('Answer all four to continue.')).toBeInTheDocument();
  });

  it('with no yes, stores the answers and goes straight on to the welcome before the terms', async () => {
    const { api, app } = openIntake({ suitability: null, acceptedTos: false });
    await findStep(SUITABILITY);

    await answerSuitability(app.user, { thoughts: 'Not at all' });

    expect(await findStep('Welcome to Ladder')).toHaveFocus();
    expect(await api.calls(PUT)[0]!.json()).toEqual({
      self_harm_thoughts: 'not_at_all',
      eating_disorder: false,
      psychosis: false,
      alcohol_or_drugs: false,
    });
    expect(sidebarStep('Is self-help right for me?')).toHaveTextContent('Completed');
    expect(screen.queryByText(RECOMMENDATION)).not.toBeInTheDocument();
  });

  it('with thoughts of self-harm, recommends a professional, shows the crisis resources, and still lets the person continue', async () => {
    const { api, app } = openIntake({ suitability: null, acceptedTos: false });
    await findStep(SUITABILITY);

    await answerSuitability(app.user, { thoughts: 'Several days' });

    expect(await findStep(RECOMMENDATION)).toHaveFocus();
    const support = screen.getByRole('region', { name: 'If you are having thoughts of ending your life or hurting yourself' });
    expect(within(support).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    expect(within(support).getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
    expect(within(support).getByText(/If you are in danger now/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Our recommendation' })).toHaveTextContent(
      'we recommend seeing a doctor or a mental health professional before you start',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect((await api.calls(PUT)[0]!.json()) as object).toMatchObject({ self_harm_thoughts: 'several_days' });

    await app.user.click(screen.getByRole('button', { name: 'Continue with Ladder' }));

    expect(await findStep('Welcome to Ladder')).toHaveFocus();
  });

  it('with an eating disorder only, recommends a professional with eating-disorder helplines, without the crisis box', async () => {
    const { app } = openIntake({ suitability: null, acceptedTos: false });
    await findStep(SUITABILITY);

    await answerSuitability(app.user, { thoughts: 'Not at all', eatingDisorder: true });

    await findStep(RECOMMENDATION);
    expect(screen.queryByRole('region', { name: /thoughts of ending your life/ })).not.toBeInTheDocument();
    const helplines = within(screen.getByRole('list', { name: 'Eating-disorder helplines' }));
    expect(helplines.getByRole('link', { name: '1-888-375-7767' })).toHaveAttribute('href', 'tel:18883757767');
    expect(screen.queryByText(/For psychosis/)).not.toBeInTheDocument();
  });

  it('names help for alcohol or drugs and for psychosis when those are answered yes', async () => {
    const { app } = openIntake({ suitability: null, acceptedTos: false });
    await findStep(SUITABILITY);

    await answerSuitability(app.user, { thoughts: 'Not at all', psychosis: true, alcoholOrDrugs: true });

    await findStep(RECOMMENDATION);
    expect(screen.getByText(/For psychosis, talk to your care team/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1-800-662-4357' })).toHaveAttribute('href', 'tel:18006624357');
  });

  it('lets the person change their answers from the recommendation', async () => {
    const { app } = openIntake({ suitability: null, acceptedTos: false });
    await findStep(SUITABILITY);
    await answerSuitability(app.user, { thoughts: 'Nearly every day' });
    await findStep(RECOMMENDATION);

    await app.user.click(screen.getByRole('button', { name: 'Change my answers' }));

    expect(await findStep(SUITABILITY)).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Nearly every day' })).toBeChecked();
  });

  it('never blocks: when saving fails, the person can continue without saving and still sees the recommendation', async () => {
    const { app } = openIntake(
      { suitability: null, acceptedTos: false },
      { [PUT]: { status: 503, body: { detail: 'The service is busy. Please try again.' } } },
    );
    await findStep(SUITABILITY);
    await answerSuitability(app.user, { thoughts: 'Several days' });

    expect(await screen.findByRole('alert')).toHaveTextContent('The service is busy. Please try again.');
    await app.user.click(screen.getByRole('button', { name: 'Continue without saving' }));

    await findStep(RECOMMENDATION);
    await app.user.click(screen.getByRole('button', { name: 'Continue with Ladder' }));
    expect(await findStep('Welcome to Ladder')).toBeInTheDocument();
  });

  it('once answered, goes on where the resume logic says (here, the triggers)', async () => {
    const { app } = openIntake({ suitability: null, obsessions: ['What if I left the stove on?'], compulsions: ['Checking'] });
    await findStep(SUITABILITY);

    await answerSuitability(app.user, { thoughts: 'Not at all' });

    expect(await findStep('Triggers')).toHaveFocus();
    expect(sidebarStep('Terms')).toHaveTextContent('Completed');
  });

  it('is not asked again once answered', async () => {
    const { api } = openIntake({ acceptedTos: false });

    expect(await findStep('Welcome to Ladder')).toBeInTheDocument();
    expect(sidebarStep('Is self-help right for me?')).toHaveTextContent('Completed');
    await vi.waitFor(() => expect(api.calls(PUT)).toHaveLength(0));
  });
});
