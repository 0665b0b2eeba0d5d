import { expect, test } from '@playwright/test';
import { completeIntakeViaApi, expectAccessible, registerVerifyAndSignIn } from '../support';

test('a person practises an exposure, adds one, deletes one and edits their program', async ({ page }) => {
  await registerVerifyAndSignIn(page, 'erp');
  const generated = await completeIntakeViaApi(page);
  await page.goto('/erp');
  await expect(page.getByRole('heading', { level: 1, name: 'ERP' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Exposures by status' });
  await expect(tabs.getByRole('tab', { name: /Not started/ })).toContainText(String(generated));
  await expect(tabs.getByRole('tab', { name: /In progress/ })).toContainText('0');
  await expect(page.getByRole('button', { name: 'Generate Exposures' })).toBeVisible();
  await expectAccessible(page);

  // Practise the first exposure: pre-rating, the timer ticking, post-rating with notes.
  const list = page.getByRole('list', { name: 'Not started exposures' });
  const card = list.getByRole('article').first();
  const title = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('button', { name: /^Start/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('slider', { name: 'Current anxiety' })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Start Session' }).click();
  await expect(dialog.getByText('Exposure in Progress')).toBeVisible();
  await expect(dialog.getByText('Stay with the anxiety. Notice it without reacting.')).toBeVisible();
  const timer = dialog.getByRole('timer', { name: 'Time elapsed' });
  await expect(timer).toHaveText('0:00');
  await expect(timer).toHaveText('0:02', { timeout: 5000 });
  await dialog.getByRole('button', { name: 'Complete Session' }).click();
  await expect(dialog.getByText('How are you feeling?')).toBeVisible();
  const after = dialog.getByRole('slider', { name: 'Anxiety now' });
  await after.focus();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowLeft');
  await dialog.getByLabel('Thoughts & Reflections').fill('Harder than I expected at first.\nThen it eased a little.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();

  await tabs.getByRole('tab', { name: /In progress/ }).click();
  const progressCard = page.getByRole('list', { name: 'In progress exposures' }).getByRole('article').filter({ hasText: title });
  await expect(progressCard).toBeVisible();
  await expect(progressCard.getByRole('progressbar')).toBeVisible();
  await expect(progressCard.getByRole('button', { name: /^Continue/ })).toBeVisible();
  await expect(progressCard.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expect(tabs.getByRole('tab', { name: /In progress/ })).toContainText('1');
  await expectAccessible(page);

  // Add a custom exposure.
  await tabs.getByRole('tab', { name: /Not started/ }).click();
  await page.getByRole('button', { name: 'Add Custom Exposure' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Exposure' });
  await expect(add.getByRole('button', { name: 'Add' })).toBeDisabled();
  await add.getByLabel('Title').fill('Leave the kettle plugged in');
  await add.getByLabel('Description').fill('Leave the kettle plugged in while out for an hour. Do not go back or ask anyone to check.');
  await expect(add.getByRole('slider', { name: 'Fear Level' })).toHaveAttribute('aria-valuenow', '5');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add).toBeHidden();
  const custom = page.getByRole('list', { name: 'Not started exposures' }).getByRole('article').filter({ hasText: 'Leave the kettle plugged in' });
  await expect(custom).toBeVisible();

  // Delete it again, after confirming.
  await custom.getByRole('button', { name: 'Delete Leave the kettle plugged in' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: /Delete/ }).click();
  await expect(custom).toHaveCount(0);
  await expect(tabs.getByRole('tab', { name: /Not started/ })).toContainText(String(generated - 1));

  // Edit the program: add a trigger; the last obsession cannot be deleted.
  await page.getByRole('button', { name: 'Configure Program' }).click();
  const program = page.getByRole('dialog', { name: 'Configure Program' });
  await program.getByRole('button', { name: 'Edit triggers' }).click();
  await program.getByLabel('Add a trigger').fill('Going on holiday');
  await program.getByLabel('Add a trigger').press('Enter');
  await expect(program.getByRole('list', { name: 'Your triggers' })).toContainText('Going on holiday');
  await program.getByRole('button', { name: 'Edit obsessions' }).click();
  await expect(program.getByRole('button', { name: /^Delete What if I left the stove on/ })).toBeDisabled();
  await expectAccessible(page);

  const triggers = await page.evaluate(async () => {
    const response = await fetch('/api/v1/triggers', { headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` } });
    return ((await response.json()) as Array<{ description: string }>).map((item) => item.description);
  });
  expect(triggers).toEqual(['Leaving the house for work', 'Going on holiday']);
});
