import { expect, test } from '@playwright/test';
import { completeIntakeViaApi, expectAccessible, registerVerifyAndSignIn } from '../support';

test('the dashboard shows a seeded history: score chart, streak, points and achievements', async ({ page }) => {
  await registerVerifyAndSignIn(page, 'dashboard');
  // A second Y-BOCS (before intake is complete: afterwards retakes are at most weekly) and a practice
  // session: two history points and a first achievement.
  await completeIntakeViaApi(page, { laterYbocsAnswer: '1' });
  await page.evaluate(async () => {
    const headers = { authorization: `Bearer ${localStorage.getItem('auth_token')}`, 'content-type': 'application/json' };
    const exposures = await (await fetch('/api/v1/erp-exposures/exposures', { headers })).json();
    await fetch(`/api/v1/erp-exposures/exposures/${exposures[0].id}/progress`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ anxiety_level_pre: 6, anxiety_level_post: 4, duration_minutes: 15, notes: '' }),
    });
  });

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // Exact: the relapse-plan offer's region ("Plan for keeping your progress") holds the word too.
  const progress = page.getByRole('region', { name: 'Progress', exact: true });
  await expect(progress).toContainText('10');
  await expect(progress).toContainText('Mild');
  await expect(progress.getByText('down 50%').first()).toBeVisible();
  await expect(progress.locator('svg[data-chart="ybocs"]')).toBeVisible();
  await expect(progress.getByText('Remission · self-reported')).toBeVisible();

  const achievements = page.getByRole('region', { name: 'Achievements' });
  await expect(achievements).toContainText('Points');
  await expect(achievements).toContainText('Current Streak');
  await expect(achievements).toContainText('First step');
  await expect(achievements.getByRole('progressbar')).toBeVisible();

  const assignments = page.getByRole('region', { name: 'Current Assignments' });
  await expect(assignments.getByText('Write a journal entry')).toBeVisible();
  await expectAccessible(page);

  const completeButtons = assignments.getByRole('button', { name: /^Complete/ });
  const before = await completeButtons.count();
  const journal = assignments.getByRole('listitem').filter({ hasText: 'Write a journal entry' });
  await journal.getByRole('button', { name: /^Complete/ }).click();
  await expect(journal).toHaveCount(0);
  await expect(completeButtons).toHaveCount(before - 1);
});

test('a journal entry is saved and shown at the top with its mood word; blank text cannot be saved', async ({ page }) => {
  await registerVerifyAndSignIn(page, 'journal');
  await completeIntakeViaApi(page);
  await page.goto('/journal');
  await expect(page.getByText('No journal entries yet. Start writing your thoughts above!')).toBeVisible();
  const save = page.getByRole('button', { name: 'Save Entry' });
  const text = page.getByPlaceholder('Write your thoughts');
  await expect(save).toBeDisabled();
  await text.fill('   \n  ');
  await expect(save).toBeDisabled();

  const mood = page.getByRole('slider', { name: /Mood/ });
  await expect(mood).toHaveAttribute('aria-valuenow', '5');
  await mood.focus();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  await text.fill('Touched the bin lid and did not wash.\nIt faded after a while.');
  await save.click();

  const entries = page.getByRole('article');
  await expect(entries.first()).toContainText('Touched the bin lid and did not wash.');
  await expect(entries.first()).toContainText('Great');
  await expect(page.getByText('1 entry')).toBeVisible();
  await expect(text).toHaveValue('');
  await expect(mood).toHaveAttribute('aria-valuenow', '5');
  await expectAccessible(page);

  await text.fill('A second, calmer day.');
  await save.click();
  await expect(entries.first()).toContainText('A second, calmer day.');
  await expect(entries.first()).toContainText('Okay');
  await expect(page.getByText('2 entries')).toBeVisible();
});
