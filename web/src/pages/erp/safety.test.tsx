import { CRISIS_QUESTION } from '@ladder/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openErp } from '../../test/erp-api';
import type { FakeAnswer } from '../../test/fake-fetch';
import { GENERATED, exposureRecord } from '../../test/intake-api';

const CREATE = 'POST /erp-exposures/exposures';
const GENERATE = 'POST /erp-exposures/exposures/generate';
const WARNING =
  'Leaving heat or appliances unattended carries real danger, so it is not an exposure. You can change it, or add it anyway: it is your list.';

async function openPage(routes: Parameters<typeof openErp>[1] = {}) {
  const opened = openErp({ exposures: [exposureRecord(1, { title: 'Existing one' })] }, routes);
  await screen.findByRole('article', { name: 'Existing one' });
  for (const name of ['Add Custom Exposure', 'Generate Exposures']) {
    await vi.waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled());
  }
  return opened;
}

describe('a custom exposure with a safety warning (it is their list)', () => {
  /** The server warns once, and takes the exposure when the warning is acknowledged. */
  const warnUnlessAcknowledged = {
    [CREATE]: async (request: Request): Promise<FakeAnswer> => {
      const body = (await request.json()) as { acknowledge_warning?: boolean };
      if (!body.acknowledge_warning) return { status: 422, body: { detail: WARNING, code: 'safety_warning' } };
      return { status: 201, body: exposureRecord(200, body as object) };
    },
  };

  async function addCandleExposure(app: ReturnType<typeof openErp>['app']) {
    await app.user.click(screen.getByRole('button', { name: 'Add Custom Exposure' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add New Exposure' }));
    await app.user.type(dialog.getByLabelText('Title'), 'Candle left burning');
    await app.user.type(dialog.getByLabelText(/^Description/), 'Leave a candle burning overnight and do not check it.');
    await app.user.click(dialog.getByRole('button', { name: 'Add' }));
    return dialog;
  }

  it('shows the warning calmly; "Change it" goes back to the form with the words kept', async () => {
    const { api, app } = await openPage(warnUnlessAcknowledged);
    const dialog = await addCandleExposure(app);

    expect(await dialog.findByRole('heading', { name: 'Before you add this' })).toHaveFocus();
    expect(dialog.getByText(WARNING)).toBeInTheDocument();
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();

    await app.user.click(dialog.getByRole('button', { name: 'Change it' }));

    expect(dialog.getByLabelText('Title')).toHaveValue('Candle left burning');
    expect(dialog.getByLabelText(/^Description/)).toHaveValue('Leave a candle burning overnight and do not check it.');
    await vi.waitFor(() => expect(dialog.getByLabelText('Title')).toHaveFocus());
    expect(dialog.queryByText(WARNING)).not.toBeInTheDocument();
    expect(api.calls(CREATE)).toHaveLength(1);
  });

  it('"Add it anyway" sends it again with the warning acknowledged and adds it', async () => {
    const { api, app } = await openPage(warnUnlessAcknowledged);
    const dialog = await addCandleExposure(app);
    await dialog.findByRole('heading', { name: 'Before you add this' });

    await app.user.click(dialog.getByRole('button', { name: 'Add it anyway' }));

    expect(await screen.findByText('Added “Candle left burning”.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [first, second] = await Promise.all(api.calls(CREATE).map((request) => request.json()));
    expect(first).not.toHaveProperty('acknowledge_warning');
    expect(second).toEqual({
      title: 'Candle left burning',
      description: 'Leave a candle burning overnight and do not check it.',
      fear_level: 5,
      created_by_ai: false,
      created_by_user: true,
      acknowledge_warning: true,
    });
  });
});

describe('Generate Exposures: refusals for the person\'s safety', () => {
  it('shows the calm crisis screen, and "I\'m ready to go back" returns to the exposures', async () => {
    const { app } = await openPage({ [GENERATE]: { status: 422, body: { detail: 'Please call 988.', code: 'crisis' } } });

    await app.user.click(screen.getByRole('button', { name: 'Generate Exposures' }));

    const crisis = within(await screen.findByRole('dialog', { name: 'You deserve support right now' }));
    expect(crisis.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    expect(crisis.getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await app.user.click(crisis.getByRole('button', { name: "I'm ready to go back" }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Existing one' })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('tabpanel')).toHaveFocus());
  });

  it('asks the question; "A fear" generates again and the ladder can be rated', async () => {
    const answers: FakeAnswer[] = [{ status: 422, body: { detail: CRISIS_QUESTION, code: 'crisis_question' } }, { body: GENERATED }];
    const { api, app } = await openPage({ [GENERATE]: () => answers.shift()! });

    await app.user.click(screen.getByRole('button', { name: 'Generate Exposures' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'A question before your list' })).toHaveFocus();
    await app.user.click(within(screen.getByRole('group', { name: CRISIS_QUESTION })).getByRole('button', { name: 'A fear that horrifies me' }));

    expect(await screen.findByRole('dialog', { name: 'Rate Exposure Difficulty' })).toBeInTheDocument();
    expect(api.state.safetyAnswers).toEqual([{ question: 'crisis_question', answer: 'fear' }]);
  });

  it('"Change my lists" on the signpost opens Configure Program', async () => {
    const { app } = await openPage({
      [GENERATE]: { status: 422, body: { detail: 'A note about eating.', code: 'eating_disorder_signpost' } },
    });

    await app.user.click(screen.getByRole('button', { name: 'Generate Exposures' }));
    await screen.findByRole('heading', { name: 'Before your list: a note about eating' });
    await app.user.click(screen.getByRole('button', { name: 'Change my lists' }));

    expect(await screen.findByRole('dialog', { name: 'Configure Program' })).toBeInTheDocument();
  });

  it('shows beside the ladder to rate what was set aside for a professional', async () => {
    const { app } = await openPage({
      'GET /users/me/safety-notes': {
        body: {
          notes: [
            {
              list: 'triggers',
              text: 'Driving with my eyes closed',
              reason: 'risky_driving',
              message: 'This kind of driving carries real danger, so it is not an exposure. This one is for a professional.',
            },
          ],
          eating_disorder: false,
        },
      },
    });

    await app.user.click(screen.getByRole('button', { name: 'Generate Exposures' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rate Exposure Difficulty' }));

    const notes = within(await dialog.findByRole('region', { name: 'Not in your ladder' }));
    expect(notes.getByText('“Driving with my eyes closed”')).toBeInTheDocument();
    expect(notes.getByText(/From your triggers/)).toBeInTheDocument();
    expect(notes.getByRole('link', { name: 'Where to find support' })).toHaveAttribute('href', '/crisis');
  });
});
