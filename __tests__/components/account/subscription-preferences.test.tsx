import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { SubscriptionPreferences } from '@/components/account/subscriptions/subscription-preferences';
import { resetShopState, shopStore } from '@/lib/client/store';
import type { MailTopicChoice } from '@/lib/contract/calls/subscription';
import {
  configureForTest,
  envelope,
  server,
  SHOP,
  startApiTestServer,
  type TestHooks,
} from '../../client/api/api-test-server';
import { FreshSwr } from './account-swr';

// settings/subscription (docs/product.md#account-area) on /api/subscription/list and /save.

startApiTestServer();

const TOPICS: MailTopicChoice[] = [
  { topic: 'newsletter', title: 'Newsletter', description: 'Offers.', subscribed: false, locked: false },
  {
    topic: 'order_updates',
    title: 'Order and shipping updates',
    description: 'Orders.',
    subscribed: true,
    locked: true,
  },
  {
    topic: 'price_drop',
    title: 'Wishlist price drops',
    description: 'Sales.',
    subscribed: false,
    locked: false,
  },
];

let hooks: TestHooks;
let saves: unknown[];

beforeEach(() => {
  resetShopState();
  shopStore.setState({ userToken: 'token', hydrated: true });
  hooks = configureForTest();
  saves = [];
  server.use(http.post(`${SHOP}/api/subscription/list`, () => envelope(200, 'ok', { list: TOPICS })));
});

const renderPreferences = () =>
  render(
    <FreshSwr>
      <SubscriptionPreferences />
    </FreshSwr>,
  );

describe('e-mail preferences', () => {
  it('shows one labelled switch per topic; order updates are on and cannot be switched off', async () => {
    renderPreferences();
    const newsletter = await screen.findByRole('switch', { name: 'Newsletter' });
    expect(newsletter).not.toBeChecked();
    expect(newsletter).toHaveAccessibleDescription('Offers.');
    const orders = screen.getByTestId('subscription-order_updates');
    expect(orders).toBeChecked();
    expect(orders).toBeDisabled();
  });

  it('saves a switch at once and says so', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${SHOP}/api/subscription/save`, async ({ request }) => {
        saves.push(await request.json());
        return envelope(200, 'ok', {
          list: TOPICS.map((t) => (t.topic === 'price_drop' ? { ...t, subscribed: true } : t)),
        });
      }),
    );
    renderPreferences();
    await user.click(await screen.findByTestId('subscription-price_drop'));
    expect(saves).toEqual([{ topic: 'price_drop', subscribed: true }]);
    await waitFor(() => expect(screen.getByTestId('subscription-price_drop')).toBeChecked());
    expect(screen.getByTestId('subscription-saved')).toHaveTextContent('Wishlist price drops: on. Saved.');
  });

  it('puts the switch back and tips the shop’s message when a save is refused', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${SHOP}/api/subscription/save`, () => envelope(0, 'Newsletter could not be saved.')),
    );
    renderPreferences();
    await user.click(await screen.findByTestId('subscription-newsletter'));
    await waitFor(() => expect(hooks.onTip).toHaveBeenCalledWith('Newsletter could not be saved.'));
    await waitFor(() => expect(screen.getByTestId('subscription-newsletter')).not.toBeChecked());
    expect(screen.getByTestId('subscription-saved')).toHaveTextContent('');
  });
});
