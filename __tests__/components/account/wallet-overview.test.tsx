import { render, screen } from '@testing-library/react';
import { http } from 'msw';
import { WalletOverview } from '@/components/account/wallet/wallet-overview';
import { resetShopState, shopStore } from '@/lib/client/store';
import type { WalletEntry } from '@/lib/contract/calls/wallet';
import {
  configureForTest,
  envelope,
  server,
  SHOP,
  startApiTestServer,
} from '../../client/api/api-test-server';
import { FreshSwr } from './account-swr';

// wallet/wallet (docs/product.md#account-area) on /api/wallet/balance and /api/wallet/history.

startApiTestServer();

const ENTRIES: WalletEntry[] = [
  {
    id: 3,
    amountCents: -1_000,
    kind: 'spent',
    note: 'Paid towards an order',
    orderNumber: 'OC-2',
    createdAt: '2025-06-10T10:00:00.000Z',
  },
  {
    id: 1,
    amountCents: 3_000,
    kind: 'refund',
    note: 'Refund of a return',
    orderNumber: 'OC-1',
    createdAt: '2025-06-01T10:00:00.000Z',
  },
];

function wallet(balanceCents: number, entries: WalletEntry[]) {
  server.use(
    http.post(`${SHOP}/api/wallet/balance`, () => envelope(200, 'ok', { balanceCents, currency: 'USD' })),
    http.post(`${SHOP}/api/wallet/history`, () =>
      envelope(200, 'ok', {
        list: entries,
        total: entries.length,
        page: 1,
        pageSize: 20,
        pageCount: entries.length ? 1 : 0,
      }),
    ),
  );
}

beforeEach(() => {
  resetShopState();
  shopStore.setState({ userToken: 'token', hydrated: true });
  configureForTest();
});

const renderWallet = () =>
  render(
    <FreshSwr>
      <WalletOverview />
    </FreshSwr>,
  );

describe('the wallet page', () => {
  it('shows the balance in the chosen currency with the US dollar amount noted', async () => {
    shopStore.setState({ currencyIndex: 2 }); // EUR
    wallet(2_000, ENTRIES);
    renderWallet();
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('€18.68');
    expect(screen.getByText(/Kept in US dollars: \$20\.00/)).toBeInTheDocument();
  });

  it('lists the entries with signed amounts, what they were and their orders', async () => {
    wallet(2_000, ENTRIES);
    renderWallet();
    const entries = await screen.findAllByTestId('wallet-entry');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Used at checkout');
    expect(entries[0]).toHaveTextContent('-$10.00');
    expect(entries[0]).toHaveTextContent('Order OC-2');
    expect(entries[1]).toHaveTextContent('Refund as store credit');
    expect(entries[1]).toHaveTextContent('+$30.00');
  });

  it('explains how credit arrives when the wallet is empty', async () => {
    wallet(0, []);
    renderWallet();
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('$0.00');
    expect(screen.getByTestId('wallet-empty')).toHaveTextContent('refunded as store credit');
    expect(screen.queryByTestId('wallet-entry')).not.toBeInTheDocument();
  });
});
