import { expect, test } from '@playwright/test';
import { completeIntakeViaApi, expectAccessible, registerVerifyAndSignIn } from '../support';

// Sign-ups are throttled per address (10 an hour): this file's sign-ups come from an address of their own.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.62' } });

/** Issue 16, "easiest first": the ERP page starts a person low on their ladder, never at its top. */
for (const [name, size] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]] as const) {
  test(`the ERP page lists not-started exposures easiest first, with "Start here" in the 4–6 band (${name})`, async ({ page }) => {
    await page.setViewportSize(size);
    await registerVerifyAndSignIn(page, `order-${name}`);
    expect(await completeIntakeViaApi(page)).toBeGreaterThanOrEqual(8);
    await page.goto('/erp');

    const list = page.getByRole('list', { name: 'Not started exposures' });
    await expect(list.getByRole('article').first()).toBeVisible();
    const fears = (await list.getByText(/^Fear level \d+ out of 10$/).allTextContents()).map((text) => Number(/\d+/.exec(text)![0]));
    expect(fears.length).toBeGreaterThanOrEqual(8);
    expect(fears).toEqual([...fears].sort((a, b) => a - b));

    const marked = list.getByRole('article').filter({ hasText: 'Start here' });
    await expect(marked).toHaveCount(1);
    const markedFear = Number(/Fear level (\d+) out of 10/.exec((await marked.textContent()) ?? '')![1]);
    expect(markedFear).toBeGreaterThanOrEqual(4);
    if (fears.some((fear) => fear >= 4 && fear <= 6)) {
      expect(markedFear).toBeLessThanOrEqual(6);
      expect(markedFear).toBe(fears.find((fear) => fear >= 4 && fear <= 6));
    }
    await expectAccessible(page);
  });
}
