import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FOA_2005 } from '../evidence';
import { PUBLIC_PAGE_LIST, documentTitle } from '../public-pages';
import { stubFetch } from '../../test/fake-fetch';
import { renderPublicPage } from '../../test/render';

const CONFIG = { 'GET /public/config': { body: { support_email: 'help@ladder.example' } } };

function main(): HTMLElement {
  return screen.getByRole('main');
}

function h2s(): string[] {
  return within(main())
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

describe('public pages: heads', () => {
  it.each(PUBLIC_PAGE_LIST)('$path sets the title the pre-rendered HTML has, and the description', async (page) => {
    stubFetch(CONFIG);
    document.head.innerHTML = '<meta name="description" content="Ladder">';
    await renderPublicPage(page.path);

    expect(document.title).toBe(documentTitle(page));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', page.description);
    expect(within(main()).getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});

describe('/what-is-ocd', () => {
  it('explains obsessions, compulsions and the cycle, and that Ladder does not diagnose', async () => {
    stubFetch(CONFIG);
    await renderPublicPage('/what-is-ocd');

    expect(screen.getByRole('heading', { level: 1, name: 'What is OCD?' })).toBeInTheDocument();
    expect(h2s()).toEqual(
      expect.arrayContaining(['Obsessions', 'Compulsions', 'The OCD cycle', 'Getting help']),
    );
    expect(main()).toHaveTextContent(/Ladder cannot give you one/);
    expect(within(main()).getByRole('link', { name: 'More crisis resources' })).toHaveAttribute('href', '/crisis');
  });
});

describe('/what-is-erp', () => {
  it('explains ERP, the 1-10 ladder starting around 4 to 6, and sessions that end when the person chooses', async () => {
    stubFetch(CONFIG);
    await renderPublicPage('/what-is-erp');

    expect(screen.getByRole('heading', { level: 1, name: 'What is ERP?' })).toBeInTheDocument();
    expect(main()).toHaveTextContent(/from 1 \(hardly anxious at all\) to 10/);
    expect(main()).toHaveTextContent(/Most people start with steps around 4 to 6/);
    expect(main()).toHaveTextContent(/It does not have to end because your anxiety went down/);
    expect(within(main()).getByRole('figure', { name: /Example ladder/ })).toBeInTheDocument();
  });

  it('gives the honest claims with their source', async () => {
    stubFetch(CONFIG);
    await renderPublicPage('/what-is-erp');

    expect(main()).toHaveTextContent(/Most people who complete ERP with a therapist improve/);
    expect(main()).toHaveTextContent(/86% of the people who finished ERP with a therapist improved, and so did 62%/);
    expect(main()).toHaveTextContent(/ERP on your own has been studied less, and the evidence for it is weaker/);
    expect(main()).toHaveTextContent(/2–3 months: 10 to 16 weekly sessions/);
    expect(main()).toHaveTextContent(/not a promise/);
    const sources = document.getElementById('sources')!;
    expect(sources).toHaveTextContent(FOA_2005.reference);
    expect(within(sources).getByRole('link', { name: FOA_2005.url })).toHaveAttribute('href', FOA_2005.url);
  });
});

describe('/types-of-ocd', () => {
  it('covers the six themes of the spec, each with common obsessions and compulsions', async () => {
    stubFetch(CONFIG);
    await renderPublicPage('/types-of-ocd');

    expect(screen.getByRole('heading', { level: 1, name: 'Types of OCD' })).toBeInTheDocument();
    const themes = [
      'Contamination',
      'Harm',
      'Checking',
      'Symmetry and ordering',
      'Religious and moral (scrupulosity)',
      'Pure O (intrusive thoughts)',
    ];
    expect(h2s().slice(0, 6)).toEqual(themes);
    for (const theme of themes) {
      const section = screen.getByRole('heading', { level: 2, name: theme }).closest('section')!;
      const lists = within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
      expect(lists).toEqual(['Common obsessions', 'Common compulsions']);
      expect(within(section).getAllByRole('listitem').length).toBeGreaterThanOrEqual(6);
    }
    const contents = screen.getByRole('navigation', { name: 'Types on this page' });
    expect(within(contents).getByRole('link', { name: 'Harm' })).toHaveAttribute('href', '#harm');
  });
});

describe('/privacy', () => {
  it('says what is stored, why, where, for how long, who sees it, and the person\'s choices', async () => {
    stubFetch(CONFIG);
    await renderPublicPage('/privacy');

    expect(screen.getByRole('heading', { level: 1, name: 'Privacy' })).toBeInTheDocument();
    expect(h2s()).toEqual([
      'The short version',
      'What we store',
      'Why we store it',
      'When what you write sounds like a crisis',
      'Where it is kept',
      'How long we keep it',
      'Who can see it',
      'Your choices',
      'Contact',
    ]);
    expect(main()).toHaveTextContent(/a hash of your password/);
    expect(main()).toHaveTextContent(/your obsessions, compulsions and triggers/);
    expect(main()).toHaveTextContent(/Y-BOCS answers/);
    expect(main()).toHaveTextContent(/journal/);
    expect(main()).toHaveTextContent(/points/i);
    expect(main()).toHaveTextContent(/encrypted at rest with AES-256-GCM/);
    expect(main()).toHaveTextContent(/Until you delete your account. Deleting it removes your data from the server at once/);
    expect(main()).toHaveTextContent(/Backups .* are deleted on their own schedule/);
    expect(main()).toHaveTextContent(/no ads, no trackers/);
    expect(main()).toHaveTextContent(/your obsessions, compulsions and triggers, and your latest Y-BOCS score, are sent to it/);
    expect(main()).toHaveTextContent(/download everything Ladder holds about you as a JSON file/);
    expect(main()).toHaveTextContent(/printable report/);
    expect(main()).toHaveTextContent(/delete your account and all of its data/);
    const crisisLanguage = document.getElementById('crisis-language')!;
    expect(crisisLanguage).toHaveTextContent(/only to show you crisis resources/);
    expect(crisisLanguage).toHaveTextContent(/Nothing is sent anywhere, nobody is notified, and nobody reads what you write/);
    expect(crisisLanguage).toHaveTextContent(/stored encrypted in your own record/);
    expect(crisisLanguage).toHaveTextContent(/part of your data download and are deleted with your account/);
    expect(within(main()).getByRole('link', { name: 'Account settings, under Your data' })).toHaveAttribute(
      'href',
      '/settings?tab=data',
    );
  });

  it('gives the support address in its #contact section once the server has said it', async () => {
    stubFetch(CONFIG);
    await renderPublicPage('/privacy');

    const contact = document.getElementById('contact')!;
    expect(contact).toHaveTextContent(/at their support address/);
    const address = await within(contact).findByRole('link', { name: 'help@ladder.example' });
    expect(address).toHaveAttribute('href', 'mailto:help@ladder.example');
  });
});

describe('/crisis', () => {
  it('gives the emergency number, 988, findahelpline.com, and says Ladder monitors nobody', async () => {
    stubFetch(CONFIG);
    await renderPublicPage('/crisis');

    expect(screen.getByRole('heading', { level: 1, name: 'Crisis resources' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'In an emergency' })).toHaveTextContent(
      /Call your local emergency number/,
    );
    expect(main()).toHaveTextContent(/Call or text 988 to reach the 988 Suicide & Crisis Lifeline/);
    expect(within(main()).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    expect(within(main()).getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
    expect(within(main()).getByRole('link', { name: 'findahelpline.com' })).toHaveAttribute(
      'href',
      'https://findahelpline.com',
    );
    expect(h2s()).toContain('Ladder does not monitor anyone');
    expect(main()).toHaveTextContent(/Numbers change: if one does not work, use findahelpline.com/);
    expect(main()).toHaveTextContent(/Ladder cannot send help/);
    // No sales pitch on this page.
    expect(within(main()).queryByRole('link', { name: 'Start your free trial' })).not.toBeInTheDocument();
  });
});

describe('/crisis: helplines', () => {
  it('lists national lines and eating-disorder lines, each number a tap-to-call link', async () => {
    stubFetch(CONFIG);
    await renderPublicPage('/crisis');

    const national = within(screen.getByRole('list', { name: 'Crisis helplines by country' }));
    const line = (where: string) => national.getByText(where).closest('li')!;
    expect(within(line('United Kingdom and Ireland')).getByRole('link', { name: '116 123' })).toHaveAttribute('href', 'tel:116123');
    expect(within(line('Australia')).getByRole('link', { name: '13 11 14' })).toHaveAttribute('href', 'tel:131114');
    expect(within(line('New Zealand')).getByRole('link', { name: '1737' })).toHaveAttribute('href', 'tel:1737');
    expect(within(line('Canada')).getByRole('link', { name: '988' })).toHaveAttribute('href', 'tel:988');

    const eating = within(screen.getByRole('list', { name: 'Eating-disorder helplines by country' }));
    expect(eating.getByRole('link', { name: '1-888-375-7767' })).toHaveAttribute('href', 'tel:18883757767');
    expect(eating.getByRole('link', { name: '0808 801 0677' })).toHaveAttribute('href', 'tel:08088010677');
    expect(eating.getByRole('link', { name: '1800 33 4673' })).toHaveAttribute('href', 'tel:1800334673');
    expect(eating.getByRole('link', { name: '1-866-633-4220' })).toHaveAttribute('href', 'tel:18666334220');
    expect(h2s()).toEqual(expect.arrayContaining(['Helplines in other countries', 'Eating-disorder helplines']));
  });
});
