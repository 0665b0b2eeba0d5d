import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PUBLIC_PAGE_LIST } from '../public-pages';
import { deferred, stubFetch, type FakeAnswer } from '../../test/fake-fetch';
import { TEST_USER, renderPublicPage, storeTestSession } from '../../test/render';

function footer(): HTMLElement {
  return screen.getByRole('contentinfo');
}

describe('public footer (docs/product.md §4, docs/clinical.md §36)', () => {
  it.each(PUBLIC_PAGE_LIST.map((page) => page.path))('on %s: disclaimer, crisis line and crisis link', async (path) => {
    stubFetch({ 'GET /public/config': { body: { support_email: 'help@ladder.example' } } });
    await renderPublicPage(path);

    const bottom = footer();
    expect(bottom).toHaveTextContent(
      'Ladder is a self-help tool. It is not therapy or medical care and does not give medical advice, diagnosis or treatment.',
    );
    expect(bottom).toHaveTextContent('In a crisis, call your local emergency number. In the US, call or text 988.');
    expect(within(bottom).getByRole('link', { name: 'Crisis resources' })).toHaveAttribute('href', '/crisis');
  });

  it('links every public page, so they are all reachable without the Resources menu', async () => {
    stubFetch({});
    await renderPublicPage('/');

    const links = within(within(footer()).getByRole('navigation', { name: 'Footer' })).getAllByRole('link');
    const hrefs = links.map((link) => link.getAttribute('href'));
    for (const path of ['/what-is-ocd', '/what-is-erp', '/types-of-ocd', '/faq', '/privacy', '/#features', '/#pricing']) {
      expect(hrefs).toContain(path);
    }
  });

  it('shows "Contact support" to the contact section until the server says the address, then the address', async () => {
    const config = deferred<FakeAnswer>();
    stubFetch({ 'GET /public/config': () => config.promise });
    await renderPublicPage('/');

    expect(within(footer()).getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/privacy#contact');

    config.resolve({ body: { support_email: 'help@ladder.example' } });

    const address = await within(footer()).findByRole('link', { name: 'help@ladder.example' });
    expect(address).toHaveAttribute('href', 'mailto:help@ladder.example');
    expect(footer()).toHaveTextContent('Contact supporthelp@ladder.example');
  });

  it('keeps the contact link when the server has no address to show (a self-hosted server, issue 18)', async () => {
    const api = stubFetch({ 'GET /public/config': { body: { support_email: null } } });
    await renderPublicPage('/');

    await vi.waitFor(() => expect(api.calls('GET /public/config')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(footer()).getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/privacy#contact');
    expect(footer()).not.toHaveTextContent('@');
  });

  it('keeps the contact link when the address cannot be read', async () => {
    const api = stubFetch({ 'GET /public/config': { status: 404, body: { detail: 'Not found' } } });
    await renderPublicPage('/');

    await vi.waitFor(() => expect(api.calls('GET /public/config')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(footer()).getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/privacy#contact');
  });

  it("asks for the address without the visitor's token: it is the same for everyone", async () => {
    const api = stubFetch({
      'GET /users/me': { body: TEST_USER },
      'PATCH /users/me': { body: TEST_USER },
      'GET /public/config': { body: { support_email: 'help@ladder.example' } },
    });
    storeTestSession('token-1');
    await renderPublicPage('/');

    await within(footer()).findByRole('link', { name: 'help@ladder.example' });
    expect(api.calls('GET /public/config')[0]!.headers.get('Authorization')).toBeNull();
  });
});
