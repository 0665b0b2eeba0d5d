import { YBOCS_ITEM_KEYS } from '@ladder/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findStep, openIntake, sidebarStep } from '../../test/intake-page';
import { YBOCS_ITEMS } from './ybocs-items';

const READY_FOR_YBOCS = { obsessions: ['Germs'], compulsions: ['Washing'], triggers: ['Door handles'] };
const TIME_OPTIONS = ['none', 'under 1 h/day', '1-3 h/day', '3-8 h/day', 'over 8 h/day'];

const question = (number: number) =>
  screen.getByRole('group', { name: new RegExp(`^${number}\\. `) });

describe('intake Y-BOCS (docs/product.md §27)', () => {
  it('shows the attribution and that scores are self-reported', async () => {
    openIntake(READY_FOR_YBOCS);
    await findStep('Y-BOCS questionnaire');

    expect(
      screen.getByText('Yale-Brown Obsessive Compulsive Scale (Y-BOCS), Goodman, Price, Rasmussen et al., 1989.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/self-reported and are not a diagnosis/)).toBeInTheDocument();
    expect(screen.getAllByRole('group')).toHaveLength(10);
  });

  it('answers the two time items with the docs/product.md §27 options, verbatim and in order', async () => {
    openIntake(READY_FOR_YBOCS);
    await findStep('Y-BOCS questionnaire');

    for (const number of [1, 6]) {
      const radios = within(question(number)).getAllByRole('radio');
      expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(TIME_OPTIONS);
      expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(['0', '1', '2', '3', '4']);
    }
    expect(within(question(2)).queryByRole('radio', { name: '1-3 h/day' })).not.toBeInTheDocument();
  });

  it('enables Complete only with all ten answered, then posts them as strings with is_onboarding', async () => {
    const { api, app } = openIntake(READY_FOR_YBOCS);
    await findStep('Y-BOCS questionnaire');
    const complete = screen.getByRole('button', { name: 'Complete' });

    // Answer n-1 for item n, wrapping at 4: every answer value is used.
    for (let number = 1; number <= 9; number += 1) {
      await app.user.click(within(question(number)).getAllByRole('radio')[(number - 1) % 5]!);
    }
    expect(complete).toBeDisabled();
    expect(screen.getByText('9 of 10 answered')).toBeInTheDocument();

    await app.user.click(within(question(10)).getAllByRole('radio')[4]!);
    expect(complete).toBeEnabled();
    await app.user.click(complete);

    expect(await findStep('What your ladder will be about')).toBeInTheDocument();
    const body = (await api.calls('POST /assessments/ybocs')[0]!.json()) as {
      responses: Record<string, string>;
      is_onboarding: boolean;
    };
    expect(body.is_onboarding).toBe(true);
    expect(Object.keys(body.responses).sort()).toEqual([...YBOCS_ITEM_KEYS].sort());
    expect(YBOCS_ITEMS.map((item) => body.responses[item.key])).toEqual(['0', '1', '2', '3', '4', '0', '1', '2', '3', '4']);
    expect(sidebarStep('Y-BOCS')).toHaveTextContent('Completed');
  });

  it('is keyboard operable: arrow keys move within a question', async () => {
    const { app } = openIntake(READY_FOR_YBOCS);
    await findStep('Y-BOCS questionnaire');
    const [none, underOneHour] = within(question(1)).getAllByRole('radio');

    none!.focus();
    await app.user.keyboard(' ');
    expect(none).toBeChecked();
    await app.user.keyboard('{ArrowDown}');
    expect(underOneHour).toBeChecked();
    expect(screen.getByText('1 of 10 answered')).toBeInTheDocument();
  });

  it('keeps the answers when going Back to triggers and returning', async () => {
    const { app } = openIntake(READY_FOR_YBOCS);
    await findStep('Y-BOCS questionnaire');
    await app.user.click(within(question(3)).getAllByRole('radio')[2]!);

    await app.user.click(screen.getByRole('button', { name: 'Back' }));
    await findStep('Triggers');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    await findStep('Y-BOCS questionnaire');

    expect(within(question(3)).getAllByRole('radio')[2]).toBeChecked();
  });

  it("shows the server's detail when saving fails", async () => {
    const { app } = openIntake(READY_FOR_YBOCS, {
      'POST /assessments/ybocs': { status: 500, body: { detail: 'Something went wrong on our side.' } },
    });
    await findStep('Y-BOCS questionnaire');
    for (let number = 1; number <= 10; number += 1) {
      await app.user.click(within(question(number)).getAllByRole('radio')[0]!);
    }

    await app.user.click(screen.getByRole('button', { name: 'Complete' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(screen.getByRole('heading', { level: 2, name: 'Y-BOCS questionnaire' })).toBeInTheDocument();
  });
});
