import { render, screen } from '@testing-library/react';
import { useSWRConfig } from 'swr';
import { AppProviders } from '@/components/app/app-providers';

// The layout's provider comes from SWR's internal entry; its options must still reach the islands
// that import useSWR from 'swr'.

jest.mock('@/lib/client/start-shop', () => ({ startShop: jest.fn(async () => {}) }));

function Options() {
  const { revalidateOnFocus, shouldRetryOnError, dedupingInterval } = useSWRConfig();
  return (
    <p data-testid="options">{JSON.stringify({ revalidateOnFocus, shouldRetryOnError, dedupingInterval })}</p>
  );
}

it("gives the shop's SWR options to every island", () => {
  render(
    <AppProviders>
      <Options />
    </AppProviders>,
  );
  expect(JSON.parse(screen.getByTestId('options').textContent ?? '')).toEqual({
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    dedupingInterval: 60_000,
  });
});
