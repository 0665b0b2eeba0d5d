import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FOA_2005 } from '../evidence';
import { stubFetch } from '../../test/fake-fetch';
import { renderPublicPage } from '../../test/render';
import { HOSTED_NO_TRIAL, HOSTED_TRIAL, drawWithOffer } from '../../test/site-offer';

const CONFIG = { 'GET /public/config': { body: { support_email: 'help@ladder.example' } } };

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('landing page (docs/product.md §7)', () => {
  it('opens with the hero: what Ladder is, that it is not therapy, and a way to start', async () => {
    stubFetch(CONFIG);
    await renderPublicPage('/');

    expect(screen.getByRole('heading', { level: 1, name: 'Face OCD one step at a time' })).toBeInTheDocument();
    expect(screen.getByText(/self-help app for adults with OCD/)).toBeInTheDocument();
    expect(screen.getByText(/A self-help tool, not therapy/)).toBeInTheDocument();
    // A self-hosted server (the default, BILLING=off) has nothing to sell (decision 032).
    expect(screen.getAllByRole('link', { name: 'Create your account' })[0]).toHaveAttribute('href', '/register');
    expect(screen.getByText(/Free and self-hosted · A self-help tool, not therapy/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/trial|\$|per month/i);
    expect(document.title).toBe('Self-help ERP practice for OCD · Ladder');
  });

  it('lists the six features of docs/product.md §7 in the #features section', async () => {
    stubFetch(CONFIG);
    await renderPublicPage('/');

    const features = section('Features');
    expect(features).toHaveAttribute('id', 'features');
    expect(within(features).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Personalized ERP exercises',
      'Progress tracking and analytics',
      'Privacy-focused and encrypted data',
      'Self-paced program',
      'Evidence-based techniques',
      'New exercises generated as needed',
    ]);
  });

  it('states the evidence honestly: completers with a therapist, the source, self-help, a usual length', async () => {
    stubFetch(CONFIG);
    await renderPublicPage('/');

    const research = section('What the research says');
    expect(research).toHaveTextContent(/Most people who complete ERP with a therapist improve/);
    expect(research).toHaveTextContent(/often quoted is 70–80%/);
    expect(research).toHaveTextContent(/86% of the people who finished ERP with a therapist improved/);
    expect(research).toHaveTextContent(/62% of everyone who started it/);
    expect(within(research).getByRole('link', { name: FOA_2005.cite })).toHaveAttribute(
      'href',
      '/what-is-erp#sources',
    );
    expect(research).toHaveTextContent(/the evidence for it is weaker than for ERP with a therapist/);
    expect(research).toHaveTextContent(/2–3 months: 10 to 16 weekly sessions/);
    expect(research).toHaveTextContent(/a usual length, not a promise/);
    expect(section('How Ladder works')).toHaveTextContent(/from 1 to 10, so you can start around 4 to 6/);
  });

  it('prices one plan in the #pricing section: $7.99 a month, a 7-day trial without a card, cancel anytime', async () => {
    drawWithOffer(HOSTED_TRIAL);
    stubFetch(CONFIG);
    await renderPublicPage('/');
    expect(screen.getByText(/7-day free trial · No credit card needed · A self-help tool, not therapy/)).toBeInTheDocument();

    const pricing = section('Pricing');
    expect(pricing).toHaveAttribute('id', 'pricing');
    expect(pricing).toHaveTextContent('$7.99per month');
    expect(within(pricing).getByText('7-day free trial')).toBeInTheDocument();
    expect(within(pricing).getByText('No credit card needed for the trial')).toBeInTheDocument();
    expect(within(pricing).getByText('Cancel anytime')).toBeInTheDocument();
    expect(within(pricing).getByRole('link', { name: 'Start your free trial' })).toHaveAttribute('href', '/register');
    expect(within(pricing).getByRole('link', { name: 'How to cancel' })).toHaveAttribute('href', '/faq#cancelling');
  });

  it('on a self-hosted server, says it is free and self-hosted, with no price and no trial', async () => {
    stubFetch(CONFIG);
    await renderPublicPage('/');

    const pricing = section('Pricing');
    expect(pricing).toHaveTextContent('Free');
    expect(pricing).toHaveTextContent(/This Ladder server is self-hosted/);
    expect(within(pricing).getByText('No subscription')).toBeInTheDocument();
    expect(within(pricing).queryByRole('link', { name: 'How to cancel' })).toBeNull();
    expect(pricing).not.toHaveTextContent(/\$|trial|per month/);
  });

  it('on a hosted server without a trial, shows the price and no trial', async () => {
    drawWithOffer(HOSTED_NO_TRIAL);
    stubFetch(CONFIG);
    await renderPublicPage('/');

    const pricing = section('Pricing');
    expect(pricing).toHaveTextContent('$7.99per month');
    expect(pricing).not.toHaveTextContent(/trial/i);
    expect(screen.getAllByRole('link', { name: 'Create your account' })[0]).toHaveAttribute('href', '/register');
    expect(section('Ready to take the first step?')).toHaveTextContent('One plan, $7.99 a month. Cancel anytime.');
  });

  it('ends with a call to action', async () => {
    drawWithOffer(HOSTED_TRIAL);
    stubFetch(CONFIG);
    await renderPublicPage('/');

    const cta = section('Ready to take the first step?');
    expect(cta).toHaveTextContent('Start with a 7-day free trial. No credit card needed.');
    expect(within(cta).getByRole('link', { name: 'Start your free trial' })).toHaveAttribute('href', '/register');
    expect(within(cta).getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/faq');
  });
});
