import { render, screen, within } from '@testing-library/react';
import { ProductRail } from '@/components/catalog/product-rail';
import { card } from './listing-fixtures';

// Issue 17 point 19: a sold-out frame is never the first tile of a rail; otherwise the rail keeps
// its order.
describe('ProductRail', () => {
  it('shows frames in stock first, each group in the rail’s order', () => {
    render(
      <ProductRail
        title="New Arrivals"
        href="/new-arrivals"
        testId="rail"
        products={[card('OC1001', false), card('OC1002'), card('OC1003', false), card('OC1004')]}
      />,
    );
    const tiles = within(screen.getByTestId('rail')).getAllByTestId('product-card');
    expect(tiles.map((tile) => within(tile).getByRole('heading').textContent)).toEqual([
      'Frame OC1002',
      'Frame OC1004',
      'Frame OC1001',
      'Frame OC1003',
    ]);
    expect(tiles[0]).not.toHaveTextContent('Sold out');
    expect(tiles[2]).toHaveTextContent('Sold out');
  });
});
