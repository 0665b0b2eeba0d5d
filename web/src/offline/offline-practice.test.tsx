import 'fake-indexeddb/auto';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_TEXT } from '../components/offline/OfflineStatus';
import { openErp, sessionRecord } from '../test/erp-api';
import type { FakeAnswer } from '../test/fake-fetch';
import { exposureRecord } from '../test/intake-api';
import { advance, useFakeClock } from '../test/timers';
import { clearDeviceData } from './device-store';
import { queuedPractices } from './practice-queue';

const TITLE = 'Touch the bin lid';
const PROGRESS = 'POST /erp-exposures/exposures/exposure-1/progress';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(async () => {
  await clearDeviceData();
});

describe('a practice run offline (issue 18 item 4, decision 035)', () => {
  it('is kept on the device, said so quietly, and sent exactly once when the network returns', async () => {
    useFakeClock();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let networkUp = true;
    // The fake server's own handlers stand behind a network that can go down.
    const unreachable = new Error('offline');
    const exposure = exposureRecord(1, { title: TITLE, fear_level: 5 });
    let serverProgress: ((request: Request) => FakeAnswer | Promise<FakeAnswer>) | null = null;
    const { app, api } = openErp(
      { exposures: [exposure] },
      {
        'POST /erp-exposures/exposures/:id/start': () => unreachable,
        [PROGRESS]: (request) => (networkUp && serverProgress ? serverProgress(request) : unreachable),
      },
    );
    serverProgress = async (request) => {
      const body = (await request.json()) as { anxiety_level_pre: number; anxiety_level_post: number };
      const session = sessionRecord(exposure.id, 1, { ...body, status: 'completed' });
      return { status: 201, body: { ...session, crisis_resources: false } };
    };

    const start = await screen.findByRole('button', { name: `Start ${TITLE}` });
    await vi.waitFor(() => expect(start).toBeEnabled());
    networkUp = false;
    setOnline(false);
    expect(await screen.findByText(OFFLINE_TEXT)).toBeInTheDocument();
    expect(screen.getByText(OFFLINE_TEXT).closest('[role="status"]')).not.toBeNull();

    await app.user.click(start);
    const dialog = within(await screen.findByRole('dialog', { name: TITLE }));
    await app.user.click(dialog.getByRole('button', { name: 'Start Session' }));
    await advance(90_000);
    await app.user.click(await dialog.findByRole('button', { name: 'Complete Session' }));
    await app.user.type(dialog.getByLabelText('Thoughts & Reflections'), 'Stayed with it.');
    await app.user.click(dialog.getByRole('button', { name: 'Submit' }));

    // Words were written, and nothing can read them for a crisis until they are sent: the resources
    // are offered now, saying honestly that nothing has read them (decision 035).
    expect(await dialog.findByRole('heading', { name: 'Support, if you need it' })).toBeInTheDocument();
    expect(dialog.getByText(/These are here in case they help while you're offline\./)).toBeInTheDocument();
    expect(dialog.queryByText(/Ladder looks for words like these/)).not.toBeInTheDocument();
    await app.user.click(dialog.getByRole('button', { name: 'Done' }));

    expect(await screen.findByText("Session saved on this device. It will be sent when you're back online.")).toBeInTheDocument();
    const [queued] = await queuedPractices();
    expect(queued).toMatchObject({ exposureId: exposure.id, request: { duration_minutes: 2, notes: 'Stayed with it.' } });
    const triedOffline = api.calls(PROGRESS);
    expect(triedOffline).toHaveLength(1);

    networkUp = true;
    setOnline(true);
    await vi.waitFor(async () => expect(await queuedPractices()).toEqual([]));
    const sent = api.calls(PROGRESS).slice(triedOffline.length);
    expect(sent).toHaveLength(1);
    // The same key as the try that never arrived: the server makes it one session however often it comes.
    expect(sent[0]!.headers.get('Idempotency-Key')).toBe(triedOffline[0]!.headers.get('Idempotency-Key'));
    expect(sent[0]!.headers.get('Idempotency-Key')).toBe(queued!.key);
    expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument();
  }, 30_000);

  it('offers no resources for a practice without words, and shows them when a sent practice reads as a crisis', async () => {
    useFakeClock();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let networkUp = true;
    const unreachable = new Error('offline');
    const exposure = exposureRecord(1, { title: TITLE, fear_level: 5 });
    const { app } = openErp(
      { exposures: [exposure] },
      {
        'POST /erp-exposures/exposures/:id/start': () => unreachable,
        [PROGRESS]: async (request) => {
          if (!networkUp) return unreachable;
          const body = (await request.json()) as { anxiety_level_pre: number; anxiety_level_post: number };
          // The server read the words the person wrote (the feared outcome, before the start) as a crisis.
          return { status: 201, body: { ...sessionRecord(exposure.id, 1, { ...body, status: 'completed' }), crisis_resources: true } };
        },
      },
    );
    const start = await screen.findByRole('button', { name: `Start ${TITLE}` });
    await vi.waitFor(() => expect(start).toBeEnabled());
    networkUp = false;
    setOnline(false);
    await app.user.click(start);
    const dialog = within(await screen.findByRole('dialog', { name: TITLE }));
    await app.user.click(dialog.getByRole('button', { name: 'Start Session' }));
    await advance(90_000);
    await app.user.click(await dialog.findByRole('button', { name: 'Complete Session' }));
    await app.user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText("Session saved on this device. It will be sent when you're back online.")).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Support, if you need it' })).not.toBeInTheDocument();

    networkUp = true;
    setOnline(true);
    expect(await screen.findByRole('heading', { name: 'Support, if you need it' })).toBeInTheDocument();
    expect(screen.getByText(/The practice you logged offline has now been sent and saved as usual\./)).toBeInTheDocument();
    await vi.waitFor(async () => expect(await queuedPractices()).toEqual([]));
    await app.user.click(screen.getByRole('button', { name: 'Close the support resources' }));
    expect(screen.queryByRole('heading', { name: 'Support, if you need it' })).not.toBeInTheDocument();
  }, 30_000);
});
