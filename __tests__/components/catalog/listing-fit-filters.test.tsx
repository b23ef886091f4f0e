import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListingFilters } from '@/components/catalog/listing-filters';
import { resetShopState } from '@/lib/client/store';
import { FIT_MEASUREMENT_KEY, MEASURE_FACE_HREF } from '@/lib/shop/frame-size-filters';
import { listingHref, type ListingQuery } from '@/lib/shop/listing-query';
import { FACETS, query } from './listing-fixtures';

// The listing's Fit filters (docs/product.md#fit-filters): "Frames that fit me" from the device's
// face measurement (docs/product.md#client-state), "Like my current pair" from three typed numbers.

const MEASURED = { frameWidthMin: 132, frameWidthMax: 140, measuredAt: '2026-12-01T10:00:00.000Z' };

function renderFilters(asked: ListingQuery = query()) {
  const onNavigate = jest.fn<void, [ListingQuery]>();
  render(<ListingFilters facets={FACETS} query={asked} total={24} busy={false} onNavigate={onNavigate} />);
  const group = screen.getByRole('group', { name: 'Fit' });
  return { onNavigate, group };
}

beforeEach(() => {
  resetShopState();
  window.localStorage.clear();
});

describe('Frames that fit me', () => {
  it('without a measurement on the device, offers to measure the face instead', () => {
    const { group } = renderFilters();
    expect(within(group).queryByRole('checkbox', { name: /Frames that fit me/ })).not.toBeInTheDocument();
    expect(within(group).getByRole('link', { name: 'Measure my face' })).toHaveAttribute(
      'href',
      MEASURE_FACE_HREF,
    );
  });

  it("with one, chooses the measurement's width range", async () => {
    window.localStorage.setItem(FIT_MEASUREMENT_KEY, JSON.stringify(MEASURED));
    const user = userEvent.setup();
    const { group, onNavigate } = renderFilters(query({ page: 3 }));
    expect(within(group).queryByRole('link', { name: 'Measure my face' })).not.toBeInTheDocument();
    const fitMe = within(group).getByRole('checkbox', { name: /Frames that fit me/ });
    expect(fitMe).not.toBeChecked();
    expect(group).toHaveTextContent('132–140 mm');

    await user.click(fitMe);
    const next = onNavigate.mock.calls[0]?.[0];
    expect(next?.fit).toEqual({ minMm: 132, maxMm: 140 });
    expect(next?.page).toBe(1);
    expect(next && listingHref('/eyeglasses', next)).toBe('/eyeglasses?fit=132-140');
  });

  it('a stored value that is not a measurement offers to measure', () => {
    window.localStorage.setItem(FIT_MEASUREMENT_KEY, '{"frameWidthMin":"wide"}');
    const { group } = renderFilters();
    expect(within(group).getByRole('link', { name: 'Measure my face' })).toBeInTheDocument();
  });

  it('a range in the address shows chosen, without a measurement, and unchooses', async () => {
    const user = userEvent.setup();
    const { group, onNavigate } = renderFilters(query({ fit: { minMm: 128, maxMm: 134 } }));
    const fitMe = within(group).getByRole('checkbox', { name: /Frames that fit me/ });
    expect(fitMe).toBeChecked();
    expect(group).toHaveTextContent('128–134 mm');
    await user.click(fitMe);
    expect(onNavigate.mock.calls[0]?.[0]).not.toHaveProperty('fit');
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
  });
});

describe('Like my current pair', () => {
  it('applies the three numbers from the temple arm as pair=…', async () => {
    const user = userEvent.setup();
    const { group, onNavigate } = renderFilters();
    expect(group).toHaveTextContent('the inside of the temple arm, like 52-18-140');
    await user.type(within(group).getByRole('spinbutton', { name: 'Lens' }), '52');
    await user.type(within(group).getByRole('spinbutton', { name: 'Bridge' }), '18');
    await user.type(within(group).getByRole('spinbutton', { name: 'Temple' }), '140');
    await user.click(within(group).getByRole('button', { name: 'Apply my pair' }));
    const next = onNavigate.mock.calls[0]?.[0];
    expect(next && listingHref('/eyeglasses', next)).toBe('/eyeglasses?pair=52-18-140');
  });

  it('says what it takes, and applies nothing, when a number is out of bounds', async () => {
    const user = userEvent.setup();
    const { group, onNavigate } = renderFilters();
    await user.type(within(group).getByRole('spinbutton', { name: 'Lens' }), '70');
    await user.type(within(group).getByRole('spinbutton', { name: 'Bridge' }), '18');
    await user.type(within(group).getByRole('spinbutton', { name: 'Temple' }), '140');
    await user.click(within(group).getByRole('button', { name: 'Apply my pair' }));
    expect(within(group).getByRole('alert')).toHaveTextContent('lens 40–62, bridge 12–24 and temple 120–155');
    expect(within(group).getByRole('spinbutton', { name: 'Lens' })).toHaveAttribute('aria-invalid', 'true');
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('shows the pair in the address, and clears it', async () => {
    const user = userEvent.setup();
    const { group, onNavigate } = renderFilters(
      query({ pair: { lensWidthMm: 50, bridgeMm: 20, templeMm: 145 }, page: 2 }),
    );
    expect(within(group).getByRole('spinbutton', { name: 'Lens' })).toHaveValue(50);
    expect(within(group).getByRole('spinbutton', { name: 'Temple' })).toHaveValue(145);
    await user.click(within(group).getByRole('button', { name: 'Clear my pair' }));
    expect(onNavigate.mock.calls[0]?.[0]).toEqual(query({ page: 1 }));
  });
});
