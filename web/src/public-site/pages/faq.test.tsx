import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HOSTED_TRIAL, drawWithOffer } from '../../test/site-offer';
import { stubFetch } from '../../test/fake-fetch';
import { renderPublicPage } from '../../test/render';

function questions(): HTMLElement[] {
  return within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .filter((heading) => within(heading).queryByRole('button'));
}

function question(name: string): HTMLElement {
  return screen.getByRole('button', { name });
}

function answerOf(name: string): HTMLElement {
  return document.getElementById(question(name).getAttribute('aria-controls')!)!;
}

describe('/faq (spec "Public content pages")', () => {
  it('has the twelve questions, all closed', async () => {
    stubFetch({});
    await renderPublicPage('/faq');

    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(questions().map((heading) => heading.textContent)).toEqual([
      'What is Ladder?',
      'How does Ladder work?',
      'Does it work?',
      'Can Ladder replace therapy?',
      'Is my information private?',
      'How much does it cost?',
      'Do I need a diagnosis to use Ladder?',
      'How long until I notice a change?',
      'Will it be hard?',
      'What devices can I use?',
      'How do I cancel?',
      'Who can use Ladder?',
    ]);
    for (const heading of questions()) {
      const button = within(heading).getByRole('button');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(document.getElementById(button.getAttribute('aria-controls')!)).not.toBeVisible();
    }
  });

  it('opens two answers at once from the keyboard', async () => {
    stubFetch({});
    const app = await renderPublicPage('/faq');

    question('Does it work?').focus();
    await app.user.keyboard('{Enter}');
    await app.user.keyboard('{ArrowDown}');
    expect(question('Can Ladder replace therapy?')).toHaveFocus();
    await app.user.keyboard(' ');

    expect(question('Does it work?')).toHaveAttribute('aria-expanded', 'true');
    expect(question('Can Ladder replace therapy?')).toHaveAttribute('aria-expanded', 'true');
    expect(answerOf('Does it work?')).toBeVisible();
    expect(answerOf('Can Ladder replace therapy?')).toBeVisible();
    expect(answerOf('Can Ladder replace therapy?')).toHaveTextContent(/Ladder does not replace a therapist/);
    expect(answerOf('What is Ladder?')).not.toBeVisible();

    await app.user.keyboard('{Enter}');
    expect(answerOf('Can Ladder replace therapy?')).not.toBeVisible();
    expect(answerOf('Does it work?')).toBeVisible();
  });

  it('answers honestly: with a therapist, the source, self-help, 2-3 months, cancelling, 18+', async () => {
    drawWithOffer(HOSTED_TRIAL);
    stubFetch({});
    const app = await renderPublicPage('/faq');

    for (const heading of questions()) await app.user.click(within(heading).getByRole('button'));

    expect(answerOf('Does it work?')).toHaveTextContent(/Most people who complete ERP with a therapist improve/);
    expect(answerOf('Does it work?')).toHaveTextContent(/Foa et al., 2005/);
    expect(answerOf('Does it work?')).toHaveTextContent(/the evidence for it is weaker than for ERP with a therapist/);
    expect(answerOf('How does Ladder work?')).toHaveTextContent(/starts with a short assessment/);
    expect(answerOf('How does Ladder work?')).toHaveTextContent(/builds your personal program/);
    expect(answerOf('How much does it cost?')).toHaveTextContent('$7.99 a month');
    expect(answerOf('How much does it cost?')).toHaveTextContent('7-day free trial');
    expect(answerOf('How long until I notice a change?')).toHaveTextContent(/2–3 months: 10 to 16 weekly sessions/);
    expect(answerOf('How do I cancel?')).toHaveTextContent(/If you cancel during the free trial, you are not charged/);
    expect(answerOf('How do I cancel?')).toHaveTextContent(/keep access until the end of the billing period/);
    expect(answerOf('Who can use Ladder?')).toHaveTextContent(/Adults aged 18 and over/);
    expect(answerOf('Do I need a diagnosis to use Ladder?')).toHaveTextContent(/Ladder cannot give you one/);
  });

  it('on a self-hosted server, the cost is nothing and there is nothing to cancel', async () => {
    stubFetch({});
    const app = await renderPublicPage('/faq');
    for (const heading of questions()) await app.user.click(within(heading).getByRole('button'));

    expect(answerOf('How much does it cost?')).toHaveTextContent(/^Nothing\. This Ladder server is self-hosted/);
    expect(answerOf('How do I cancel?')).toHaveTextContent(/There is no subscription to cancel on this server/);
    expect(screen.getByRole('main')).not.toHaveTextContent(/\$|free trial/);
  });

  it('opens the answer a link points to (/faq#cancelling)', async () => {
    drawWithOffer(HOSTED_TRIAL);
    stubFetch({});
    await renderPublicPage('/faq#cancelling');

    expect(await screen.findByText(/If you cancel during the free trial/)).toBeVisible();
    expect(question('How do I cancel?')).toHaveAttribute('aria-expanded', 'true');
    expect(answerOf('What is Ladder?')).not.toBeVisible();
  });
});
