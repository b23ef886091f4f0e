import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { SWRConfig } from 'swr';
import { AccountFit } from '@/components/account/overview/account-fit';
import { resetShopState, setToken } from '@/lib/client/store';
import type { SavedFit } from '@/lib/contract/calls/account-fit';
import { FIT_MEASUREMENT_KEY } from '@/lib/shop/frame-size-filters';
import { clearCookies } from '../../client/account-fixtures';
import {
  configureForTest,
  envelope,
  server,
  SHOP,
  startApiTestServer,
} from '../../client/api/api-test-server';

// "Your fit" on the account overview (docs/product.md#saved-fit): the saved measurement, to use on
// this device or delete, and the device's own, sent only when the shopper saves it.

startApiTestServer();

const SAVED: SavedFit = {
  faceWidthMm: 140.3,
  frameWidthMin: 138,
  frameWidthMax: 146,
  pdMm: 62.5,
  measuredAt: '2026-11-30T09:15:00.000Z',
  savedAt: '2026-11-30T09:20:00.000Z',
};
const ON_DEVICE = {
  frameWidthMin: 130,
  frameWidthMax: 138,
  faceWidthMm: 132.04,
  measuredAt: '2026-12-01T10:00:00.000Z',
};

let sent: { path: string; body: unknown }[];
let stored: SavedFit | null;

beforeEach(() => {
  clearCookies();
  resetShopState();
  configureForTest();
  setToken('tok_fit');
  sent = [];
  stored = null;
  const record = (path: string, reply: (body: unknown) => unknown) =>
    http.post(`${SHOP}${path}`, async ({ request }) => {
      const body = await request.json();
      sent.push({ path, body });
      return envelope(200, 'success', reply(body));
    });
  server.use(
    record('/api/account/fit/get', () => ({ fit: stored })),
    record('/api/account/fit/save', (body) => {
      const saved = body as Omit<SavedFit, 'savedAt' | 'pdMm'> & { pdMm?: number };
      stored = { ...saved, pdMm: saved.pdMm ?? null, savedAt: '2026-12-02T08:00:00.000Z' };
      return { fit: stored };
    }),
    record('/api/account/fit/delete', () => {
      const deleted = stored !== null;
      stored = null;
      return { deleted };
    }),
  );
});

const renderFit = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <AccountFit />
    </SWRConfig>,
  );

it('shows the saved measurement, and "Use on this device" keeps it on the device', async () => {
  stored = SAVED;
  const user = userEvent.setup();
  renderFit();
  const saved = await screen.findByTestId('account-fit-saved');
  expect(saved).toHaveTextContent('Face width140.3 mm');
  expect(saved).toHaveTextContent('Frames that fit138–146 mm');
  expect(saved).toHaveTextContent('PD62.5 mm');
  expect(saved).toHaveTextContent('MeasuredNov 30, 2026');
  // nothing on the device yet: nothing to save
  expect(screen.queryByTestId('account-fit-save')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Use on this device' }));
  expect(JSON.parse(window.localStorage.getItem(FIT_MEASUREMENT_KEY) ?? 'null')).toEqual({
    frameWidthMin: 138,
    frameWidthMax: 146,
    faceWidthMm: 140.3,
    pdMm: 62.5,
    measuredAt: '2026-11-30T09:15:00.000Z',
  });
  expect(screen.getByTestId('account-fit-note')).toHaveTextContent(
    'This device now uses your saved measurement.',
  );
  // the device now holds the saved one: still nothing to save
  expect(screen.queryByTestId('account-fit-save')).not.toBeInTheDocument();
});

it('"Delete" deletes it from the account', async () => {
  stored = SAVED;
  const user = userEvent.setup();
  renderFit();
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.getByTestId('account-fit-none')).toBeInTheDocument());
  expect(sent.map((call) => call.path)).toEqual(['/api/account/fit/get', '/api/account/fit/delete']);
  expect(screen.queryByRole('button', { name: 'Use on this device' })).not.toBeInTheDocument();
});

it('"Save to my account" sends the device’s measurement, and nothing is sent before', async () => {
  window.localStorage.setItem(FIT_MEASUREMENT_KEY, JSON.stringify(ON_DEVICE));
  const user = userEvent.setup();
  renderFit();
  expect(await screen.findByTestId('account-fit-none')).toHaveTextContent('This device has one');
  expect(sent.map((call) => call.path)).toEqual(['/api/account/fit/get']);

  await user.click(screen.getByRole('button', { name: 'Save to my account' }));
  await waitFor(() => expect(screen.getByTestId('account-fit-saved')).toHaveTextContent('130–138 mm'));
  expect(sent[1]).toEqual({
    path: '/api/account/fit/save',
    body: { faceWidthMm: 132, frameWidthMin: 130, frameWidthMax: 138, measuredAt: ON_DEVICE.measuredAt },
  });
  expect(screen.getByTestId('account-fit-note')).toHaveTextContent('Saved to your account.');
  expect(screen.queryByTestId('account-fit-save')).not.toBeInTheDocument();
});

it('without a measurement anywhere, offers to measure the face', async () => {
  renderFit();
  expect(await screen.findByTestId('account-fit-none')).toHaveTextContent('No measurement is saved');
  expect(screen.getByRole('link', { name: 'Measure your face' })).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
