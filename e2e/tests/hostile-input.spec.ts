import { expect, test, type Locator, type Page } from '@playwright/test';
import { answerSuitabilityInUi, confirmThemes, registerVerifyAndSignIn } from '../support';

/**
 * Markup and SQL typed into every free-text field of the app (intake lists, a custom exposure, the
 * session's feared outcome and notes, the journal) come back exactly as typed on every screen that
 * shows them, as text: no element is created from them, no script runs, no dialog opens.
 */
const IMG = '<img src=x onerror="window.__pwned=1">';
const SCRIPT = '<script>window.__pwned=1</script>';
const ALERT = '<svg onload=alert(1)><iframe srcdoc="<script>parent.__pwned=1</script>">';
const SQL = "'); DROP TABLE users;--";
const QUOTED = '"quoted" &amp; &lt;b&gt;bold&lt;/b&gt; \'single\'';
const RTL = 'שלום \u202Eevil\u202C עולם · مرحبا · 😀👍🏽';

const TEXT = {
  obsessions: [`${IMG} ${SQL}`, `${SCRIPT} ${QUOTED} ${RTL}`],
  compulsions: [`${SQL} ${IMG}`, `${QUOTED} ${SCRIPT} ${ALERT}`],
  triggers: [`${RTL} ${IMG}`, `${SCRIPT}${SQL}`],
  exposureTitle: `${IMG} ${QUOTED}`,
  exposureDescription: `${SCRIPT}\n${SQL}\n${RTL}\n${ALERT}`,
  fearedOutcome: `${IMG} ${SQL}\n${RTL}`,
  notes: `${SCRIPT}\n${QUOTED}\n${IMG}`,
  journal: `${IMG}\n${SCRIPT}\n${ALERT}\n${SQL}\n${QUOTED}\n${RTL}`,
};

/** Nothing the person typed became markup: no handler ran, no injected element exists. */
async function expectNoMarkup(page: Page, where: string) {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned), `${where}: a script ran`).toBeUndefined();
  await expect(page.locator('img[src="x"], svg[onload], iframe[srcdoc]'), `${where}: markup was rendered`).toHaveCount(0);
  const injectedScripts = await page.evaluate(() => Array.from(document.scripts).filter((script) => script.textContent?.includes('__pwned')).length);
  expect(injectedScripts, `${where}: a script element was created`).toBe(0);
}

async function texts(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((elements) => elements.map((element) => element.textContent ?? ''));
}

async function stepInProgress(page: Page, name: string) {
  const step = page.getByRole('complementary', { name: 'Your steps' }).getByRole('listitem').filter({ hasText: name });
  await expect(step).toContainText('In progress');
}

async function addItems(page: Page, heading: string, field: string, items: string[]) {
  await stepInProgress(page, heading);
  for (const item of items) {
    await page.getByLabel(field).fill(item);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
  }
  const list = page.getByRole('list', { name: `Your ${heading.toLowerCase()}` });
  await expect(list.locator('li > span')).toHaveCount(items.length);
  expect(await texts(list.locator('li > span'))).toEqual(items);
  await expectNoMarkup(page, `intake ${heading}`);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function api<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (path) => {
    const response = await fetch(`/api/v1${path}`, { headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` } });
    return response.json();
  }, url) as Promise<T>;
}

// The e2e server trusts one proxy hop (global-setup.ts), so this file signs up from an address of its
// own: with every spec's sign-ups on one address, the suite would pass the limit of 10 per hour per
// network (REGISTRATIONS_PER_ADDRESS), which the product enforces on purpose.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.23' } });

test('markup, SQL and bidi text round-trip as plain text through every free-text field', async ({ page }) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });

  await registerVerifyAndSignIn(page, 'hostile');

  // Intake: "Is self-help right for me now?", the terms, then each list, then the Y-BOCS and the generated hierarchy.
  await answerSuitabilityInUi(page);
  await stepInProgress(page, 'Terms');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await addItems(page, 'Obsessions', 'Add an obsession', TEXT.obsessions);
  await addItems(page, 'Compulsions', 'Add a compulsion', TEXT.compulsions);
  await addItems(page, 'Triggers', 'Add a trigger', TEXT.triggers);
  await stepInProgress(page, 'Y-BOCS');
  const questions = page.locator('fieldset');
  for (let i = 0; i < 10; i += 1) await questions.nth(i).getByRole('radio').nth(2).check();
  await page.getByRole('button', { name: 'Complete' }).click();
  await expectNoMarkup(page, 'theme checklist');
  await confirmThemes(page);
  await expect(page.getByRole('slider').first()).toBeVisible({ timeout: 15_000 });
  await expectNoMarkup(page, 'generated hierarchy');
  await page.getByRole('button', { name: 'Complete Onboarding' }).click();
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expectNoMarkup(page, 'dashboard');

  // A custom exposure: its card shows the title and description as typed.
  await page.goto('/erp');
  await page.getByRole('button', { name: 'Add Custom Exposure' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Exposure' });
  await add.getByLabel('Title').fill(TEXT.exposureTitle);
  await add.getByLabel('Description').fill(TEXT.exposureDescription);
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add).toBeHidden();
  const card = page
    .getByRole('list', { name: 'Not started exposures' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: TEXT.exposureTitle, exact: true }) });
  await expect(card).toHaveCount(1);
  expect(await card.locator('h3').textContent()).toBe(TEXT.exposureTitle);
  expect(await card.locator('p').first().textContent()).toBe(TEXT.exposureDescription);
  await expectNoMarkup(page, 'ERP page');

  // Practise it, with a feared outcome before and notes after.
  await card.getByRole('button', { name: /^Start/ }).click();
  const session = page.getByRole('dialog');
  await session.getByRole('button', { name: 'Before you start (optional)' }).click();
  await session.getByLabel('What do you fear will happen?').fill(TEXT.fearedOutcome);
  await session.getByRole('button', { name: 'Start Session' }).click();
  await expect(session.getByText('Exposure in Progress')).toBeVisible();
  await session.getByRole('button', { name: 'Complete Session' }).click();
  await session.getByLabel('Thoughts & Reflections').fill(TEXT.notes);
  await session.getByRole('button', { name: 'Submit' }).click();
  await expect(session).toBeHidden();
  await expectNoMarkup(page, 'after the session');
  // No screen shows them back yet: they are stored exactly as typed.
  const exposures = await api<Array<{ id: string; title: string; description: string }>>(page, '/erp-exposures/exposures');
  const saved = exposures.find((exposure) => exposure.title === TEXT.exposureTitle);
  expect(saved?.description).toBe(TEXT.exposureDescription);
  const [logged] = await api<Array<{ notes: string | null; feared_outcome: string | null }>>(page, `/erp-exposures/exposures/${saved!.id}/sessions`);
  expect(logged).toMatchObject({ notes: TEXT.notes, feared_outcome: TEXT.fearedOutcome });

  // The program dialog lists the intake items as typed.
  await page.getByRole('button', { name: 'Configure Program' }).click();
  const program = page.getByRole('dialog', { name: 'Configure Program' });
  for (const [kind, items] of [
    ['obsessions', TEXT.obsessions],
    ['compulsions', TEXT.compulsions],
    ['triggers', TEXT.triggers],
  ] as const) {
    const list = program.getByRole('list', { name: `Your ${kind}` }).locator('li > span');
    await expect(list).toHaveCount(items.length);
    expect(await texts(list), kind).toEqual(items);
  }
  await expectNoMarkup(page, 'Configure Program');
  await page.keyboard.press('Escape');

  // A journal entry, line breaks kept.
  await page.goto('/journal');
  await page.getByPlaceholder('Write your thoughts').fill(TEXT.journal);
  await page.getByRole('button', { name: 'Save Entry' }).click();
  const entry = page.getByRole('article').first().locator('p.whitespace-pre-wrap');
  await expect(entry).toHaveText(TEXT.journal, { useInnerText: false });
  expect(await entry.textContent()).toBe(TEXT.journal);
  await expectNoMarkup(page, 'journal');

  // The printable report shows the exposure and, when asked, the journal.
  await page.goto('/settings/report');
  await expect(page.getByRole('heading', { level: 1, name: 'Progress report' })).toBeVisible();
  expect(await texts(page.locator('h3'))).toContain(TEXT.exposureTitle);
  await page.getByLabel('Include journal entries').check();
  const reported = page.locator('p.whitespace-pre-line').filter({ hasText: 'DROP TABLE' });
  await expect(reported).toHaveCount(1);
  expect(await reported.textContent()).toBe(TEXT.journal);
  await expectNoMarkup(page, 'report');

  // And after a full reload of a screen that shows them, still nothing ran.
  await page.goto('/erp');
  await page.getByRole('tablist', { name: 'Exposures by status' }).getByRole('tab', { name: /In progress/ }).click();
  await expect(page.getByRole('heading', { name: TEXT.exposureTitle, exact: true })).toBeVisible();
  await expectNoMarkup(page, 'ERP page after reload');
  expect(dialogs, 'a dialog was opened by injected markup').toEqual([]);
});
