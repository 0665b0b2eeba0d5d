import type { JournalEntryResponse } from '@ladder/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, stubFetch, type FakeAnswer } from '../../test/fake-fetch';
import { TEST_USER, renderApp, storeTestSession } from '../../test/render';

type Handler = FakeAnswer | ((request: Request) => FakeAnswer | Promise<FakeAnswer>);

function entry(index: number, fields: Partial<JournalEntryResponse> = {}): JournalEntryResponse {
  return {
    id: `entry-${index}`,
    content: `Entry number ${index}`,
    mood: 5,
    created_at: new Date(Date.UTC(2026, 0, 1, 12) - index * 60_000).toISOString(),
    ...fields,
  };
}

/**
 * The journal API as the server runs it: newest first, pages of at most `pageSize` with the
 * X-Next-Cursor header while more remain, and saves that land on top.
 */
function fakeJournalServer(initial: JournalEntryResponse[] = [], { pageSize = 50, routes = {} as Record<string, Handler> } = {}) {
  const entries = [...initial];
  let created = 0;
  const api = stubFetch({
    'GET /users/me': { body: TEST_USER },
    'PATCH /users/me': { body: TEST_USER },
    'GET /journal/entries': (request) => {
      const url = new URL(request.url);
      const limit = Math.min(Number(url.searchParams.get('limit')), pageSize);
      const before = url.searchParams.get('before');
      const start = before ? entries.findIndex((item) => item.id === before) + 1 : 0;
      const page = entries.slice(start, start + limit);
      const more = start + limit < entries.length;
      return new Response(JSON.stringify(page), {
        headers: { 'Content-Type': 'application/json', ...(more ? { 'X-Next-Cursor': page.at(-1)!.id } : {}) },
      });
    },
    'POST /journal/entries': async (request) => {
      const body = (await request.json()) as { content: string; mood: number };
      created += 1;
      const saved = { id: `new-${created}`, content: body.content, mood: body.mood, created_at: new Date().toISOString() };
      entries.unshift(saved);
      // The server's crisis screen, in short: these words offer the resources.
      return { status: 201, body: { ...saved, crisis_resources: body.content.includes('end my life') } };
    },
    ...routes,
  });
  return { api, entries };
}

async function openJournal(...args: Parameters<typeof fakeJournalServer>) {
  const server = fakeJournalServer(...args);
  storeTestSession();
  const app = renderApp({ at: '/journal' });
  await screen.findByRole('heading', { name: 'Previous Entries' });
  return { ...server, app };
}

const textBox = () => screen.getByRole('textbox', { name: 'Your thoughts' });
const saveButton = () => screen.getByRole('button', { name: /^(Save Entry|Saving\.\.\.)$/ });
const moodSlider = () => screen.getByRole('slider', { name: 'Mood' });
const articles = () => screen.queryAllByRole('article');
const waitForList = () => screen.findByText(/\d+\+? (entry|entries)$/);

describe('Journal page (docs/product.md §49)', () => {
  afterEach(() => {
    delete process.env.TZ;
  });

  it('has its title, the form and a spinner while entries load', async () => {
    const answer = deferred<FakeAnswer>();
    fakeJournalServer([], { routes: { 'GET /journal/entries': () => answer.promise } });
    storeTestSession();
    renderApp({ at: '/journal' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Journal' })).toBeInTheDocument();
    expect(document.title).toBe('Journal · Ladder');
    expect(screen.getByText('Loading journal entries')).toBeInTheDocument();
    expect(textBox()).toHaveAttribute('placeholder', 'Write your thoughts');
    expect(moodSlider()).toHaveAttribute('aria-valuenow', '5');

    await act(async () => answer.resolve({ body: [] }));
    expect(await screen.findByText('No journal entries yet. Start writing your thoughts above!')).toBeInTheDocument();
    expect(screen.queryByText('Loading journal entries')).not.toBeInTheDocument();
  });

  it.each([
    [[], '0 entries'],
    [[entry(1)], '1 entry'],
    [[entry(1), entry(2)], '2 entries'],
  ])('counts %j as "%s"', async (entries, text) => {
    await openJournal(entries);
    expect(await waitForList()).toHaveTextContent(new RegExp(`^${text}$`));
    expect(articles()).toHaveLength(entries.length);
  });

  it('shows the empty state without entries', async () => {
    await openJournal([]);
    expect(await screen.findByText('No journal entries yet. Start writing your thoughts above!')).toBeInTheDocument();
  });

  it('says "N+" while older pages remain and loads them with the cursor', async () => {
    const { api, app } = await openJournal([entry(1), entry(2), entry(3)], { pageSize: 2 });

    expect(await waitForList()).toHaveTextContent('2+ entries');
    expect(articles()).toHaveLength(2);

    await app.user.click(screen.getByRole('button', { name: 'Load older entries' }));

    expect(await screen.findByText('3 entries')).toBeInTheDocument();
    expect(articles().map((item) => within(item).getByText(/^Entry number/).textContent)).toEqual([
      'Entry number 1',
      'Entry number 2',
      'Entry number 3',
    ]);
    const older = new URL(api.calls('GET /journal/entries')[1]!.url);
    expect(older.searchParams.get('before')).toBe('entry-2');
    expect(screen.queryByRole('button', { name: 'Load older entries' })).not.toBeInTheDocument();
  });

  it('shows entries newest first with the date and time in the person\'s time zone', async () => {
    process.env.TZ = 'America/New_York';
    await openJournal([
      entry(1, { created_at: '2026-01-05T20:04:00.000Z' }),
      entry(2, { created_at: '2026-01-04T09:30:00.000Z' }),
    ]);
    await waitForList();

    const [newest, older] = articles();
    expect(within(newest!).getByRole('heading')).toHaveTextContent('Monday, January 5, 2026 · 3:04 PM');
    expect(within(newest!).getByText('Monday, January 5, 2026 · 3:04 PM')).toHaveAttribute('datetime', '2026-01-05T20:04:00.000Z');
    expect(within(older!).getByRole('heading')).toHaveTextContent('Sunday, January 4, 2026 · 4:30 AM');
  });

  it.each([
    [10, '😄', 'Great'],
    [8, '😄', 'Great'],
    [7, '🙂', 'Good'],
    [6, '🙂', 'Good'],
    [5, '😐', 'Okay'],
    [4, '😐', 'Okay'],
    [3, '😕', 'Not so good'],
    [2, '😕', 'Not so good'],
    [1, '😢', 'Struggling'],
  ])('shows mood %i as %s %s', async (mood, emoji, word) => {
    await openJournal([entry(1, { mood })]);
    await waitForList();

    expect(articles()[0]).toHaveTextContent(`Mood: ${emoji} ${word}`);
  });

  it('keeps line breaks and shows markup as text', async () => {
    const content = 'First line\nSecond line\n\n    indented <b>not bold</b>';
    await openJournal([entry(1, { content })]);
    await waitForList();

    const body = within(articles()[0]!).getByText(/First line/);
    expect(body.textContent).toBe(content);
    expect(body).toHaveClass('whitespace-pre-wrap');
    expect(body.querySelector('b')).toBeNull();
  });

  it('names the mood on the slider and moves it from the default 5', async () => {
    const { app } = await openJournal([]);

    expect(moodSlider()).toHaveAttribute('aria-valuetext', '5 out of 10, Okay');
    moodSlider().focus();
    await app.user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(moodSlider()).toHaveAttribute('aria-valuenow', '8');
    expect(moodSlider()).toHaveAttribute('aria-valuetext', '8 out of 10, Great');
    await app.user.keyboard('{Home}');
    expect(moodSlider()).toHaveAttribute('aria-valuetext', '1 out of 10, Struggling');
  });

  it('keeps Save disabled and sends nothing while the text is blank', async () => {
    const { api, app } = await openJournal([]);

    expect(saveButton()).toBeDisabled();
    await app.user.type(textBox(), '   {Enter}  ');
    expect(saveButton()).toBeDisabled();
    fireEvent.submit(saveButton().closest('form')!);
    await app.user.type(textBox(), 'x');
    expect(saveButton()).toBeEnabled();
    expect(api.calls('POST /journal/entries')).toHaveLength(0);
  });

  it('keeps Save disabled over 20,000 characters and says why, without cutting the text', async () => {
    const { api } = await openJournal([]);
    const long = 'a'.repeat(20_001);

    fireEvent.change(textBox(), { target: { value: long } });

    expect(textBox()).toHaveValue(long);
    expect(saveButton()).toBeDisabled();
    expect(textBox()).toHaveAccessibleDescription(/at most 20,000 characters; this one has 20,001/);
    fireEvent.change(textBox(), { target: { value: long.slice(1) } });
    expect(saveButton()).toBeEnabled();
    expect(api.calls('POST /journal/entries')).toHaveLength(0);
  });

  it('shows "Saving..." and sends one request however often Save is pressed', async () => {
    const answer = deferred<FakeAnswer>();
    const { api, app } = await openJournal([], { routes: { 'POST /journal/entries': () => answer.promise } });
    await app.user.type(textBox(), 'A hard day');

    // Two presses before React has shown the busy state (act holds the re-render until both are in).
    await act(async () => {
      saveButton().click();
      saveButton().click();
    });
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    // The words cannot change under a save that is about to clear them.
    expect(textBox()).toHaveAttribute('readonly');
    await app.user.click(saveButton());
    expect(api.calls('POST /journal/entries')).toHaveLength(1);

    await act(async () => answer.resolve({ status: 201, body: { ...entry(9, { content: 'A hard day' }), crisis_resources: false } }));
    expect(await screen.findByRole('button', { name: 'Save Entry' })).toBeDisabled();
    expect(api.calls('POST /journal/entries')).toHaveLength(1);
  });

  it('puts the saved entry on top, clears the text and resets the mood to 5', async () => {
    const { api, app } = await openJournal([entry(1, { content: 'Yesterday' })]);
    await waitForList();
    moodSlider().focus();
    await app.user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await app.user.type(textBox(), '  Touched the bin lid.{Enter}No washing.  ');

    await app.user.click(saveButton());

    expect(await screen.findByText('2 entries')).toBeInTheDocument();
    const [top, below] = articles();
    expect(within(top!).getByText(/Touched the bin lid/).textContent).toBe('Touched the bin lid.\nNo washing.');
    expect(top).toHaveTextContent('Great');
    expect(below).toHaveTextContent('Yesterday');
    expect(textBox()).toHaveValue('');
    expect(moodSlider()).toHaveAttribute('aria-valuenow', '5');
    expect(screen.getByText('Entry saved.')).toBeInTheDocument();
    const body: unknown = await api.calls('POST /journal/entries')[0]!.json();
    expect(body).toEqual({ content: 'Touched the bin lid.\nNo washing.', mood: 8 });
    // The list was updated in place, not fetched again.
    expect(api.calls('GET /journal/entries')).toHaveLength(1);
  });

  it('keeps the text after a failed save, says so calmly and only logs the error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { app } = await openJournal([], {
      routes: { 'POST /journal/entries': { status: 500, body: { detail: 'Database unavailable' } } },
    });
    await app.user.type(textBox(), 'Words I do not want to lose');

    await app.user.click(saveButton());

    expect(await screen.findByText(/Your entry hasn't been saved yet/)).toBeInTheDocument();
    expect(textBox()).toHaveValue('Words I do not want to lose');
    expect(saveButton()).toHaveTextContent('Save Entry');
    expect(saveButton()).toBeEnabled();
    expect(screen.queryByText('Database unavailable')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(articles()).toHaveLength(0);
    expect(logged).toHaveBeenCalledWith('Saving the journal entry failed', expect.anything());
  });

  it('sends an Idempotency-Key, reuses it to retry the same entry and makes a new one for the next', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    const { api, app } = await openJournal([], {
      routes: {
        'POST /journal/entries': async (request) => {
          attempts += 1;
          if (attempts === 1) return new Error('connection reset');
          const body = (await request.json()) as { content: string; mood: number };
          return { status: 201, body: { ...entry(100 + attempts, body), crisis_resources: false } };
        },
      },
    });
    await app.user.type(textBox(), 'Retry me');

    await app.user.click(saveButton());
    await screen.findByText(/Your entry hasn't been saved yet/);
    await app.user.click(saveButton());
    await screen.findByText('Entry saved.');
    await app.user.type(textBox(), 'Next one');
    await app.user.click(saveButton());
    await screen.findByText('2 entries');

    const keys = api.calls('POST /journal/entries').map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(api.calls('POST /journal/entries')[0]!.headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('uses a new key when the words change after a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, app } = await openJournal([], { routes: { 'POST /journal/entries': new Error('offline') } });
    await app.user.type(textBox(), 'First try');
    await app.user.click(saveButton());
    await screen.findByText(/Your entry hasn't been saved yet/);

    await app.user.type(textBox(), ', edited');
    await app.user.click(saveButton());
    await vi.waitFor(() => expect(api.calls('POST /journal/entries')).toHaveLength(2));

    const [first, second] = api.calls('POST /journal/entries').map((request) => request.headers.get('Idempotency-Key'));
    expect(second).not.toBe(first);
  });

  it('after saving words that read as a crisis, offers the resources gently, and keeps the entry', async () => {
    const { app } = await openJournal([]);
    await app.user.type(textBox(), 'Some nights I want to end my life.');
    await app.user.click(saveButton());

    expect(await screen.findByText('1 entry')).toBeInTheDocument();
    expect(within(articles()[0]!).getByText('Some nights I want to end my life.')).toBeInTheDocument();
    expect(screen.getByText(/^Entry saved\./)).toHaveTextContent('some places to find support');

    const box = screen.getByRole('region', { name: 'Support, if you need it' });
    expect(box).toHaveTextContent("If you are having thoughts of ending your life, you don't have to face them alone.");
    expect(box).toHaveTextContent('Your entry was saved as usual. Nothing was sent anywhere and nobody was told.');
    expect(within(box).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    expect(within(box).getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
    expect(within(box).getByRole('link', { name: 'Helplines in other countries' })).toHaveAttribute('href', '/crisis');
    expect(within(box).getByText(/If you are in danger now/)).toBeInTheDocument();
    // Calm, not an error.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await app.user.click(within(box).getByRole('button', { name: 'Close the support resources' }));
    expect(screen.queryByRole('region', { name: 'Support, if you need it' })).not.toBeInTheDocument();
    expect(textBox()).toHaveFocus();
  });

  it('shows no resources box for an ordinary entry', async () => {
    const { app } = await openJournal([]);
    await app.user.type(textBox(), 'Touched the bin lid and did not wash.');
    await app.user.click(saveButton());

    expect(await screen.findByText('Entry saved.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Support, if you need it' })).not.toBeInTheDocument();
  });
});
