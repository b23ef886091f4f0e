import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListingFilters } from '@/components/catalog/listing-filters';
import { ListingView } from '@/components/catalog/listing-view';
import { resetShopState, setCurrencyIndex } from '@/lib/client/store';
import { FACETS, query } from './listing-fixtures';

// The listing's filters (docs/product.md#listing-filters).

beforeEach(() => {
  resetShopState();
});

describe('the phone filter sheet', () => {
  it('opens as a modal dialog with focus inside; Escape closes it and focus goes back to Filters', async () => {
    const user = userEvent.setup();
    render(<ListingFilters facets={FACETS} query={query()} total={24} busy={false} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Filters' });
    await user.click(opener);

    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
    expect(opener).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the sheet, both ways', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Behind the sheet</button>
        <ListingFilters
          facets={FACETS}
          query={query({ facets: { shape: ['round'] } })}
          total={12}
          busy={false}
        />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    const close = within(sheet).getByRole('button', { name: 'Close filters' });
    const show = within(sheet).getByTestId('filters-show-results');
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(show).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(sheet).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes with its close button and with "Show N results", whose N follows the listing', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<ListingFilters facets={FACETS} query={query()} total={24} busy={false} />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByTestId('filters-show-results')).toHaveTextContent('Show 24 results');
    rerender(
      <ListingFilters facets={FACETS} query={query({ facets: { shape: ['round'] } })} total={12} busy />,
    );
    expect(screen.getByTestId('filters-show-results')).toHaveAttribute('aria-busy', 'true');
    rerender(
      <ListingFilters
        facets={FACETS}
        query={query({ facets: { shape: ['round'] } })}
        total={1}
        busy={false}
      />,
    );
    expect(screen.getByTestId('filters-show-results')).toHaveTextContent('Show 1 result');
    await user.click(screen.getByTestId('filters-show-results'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
    await user.click(screen.getByRole('button', { name: 'Close filters' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toHaveFocus();
  });

  it('applies each choice at once, so the listing behind follows it', async () => {
    const user = userEvent.setup();
    const onNavigate = jest.fn();
    render(
      <ListingFilters facets={FACETS} query={query()} total={24} busy={false} onNavigate={onNavigate} />,
    );
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(screen.getByTestId('filter-shape-round'));
    expect(onNavigate).toHaveBeenCalledWith(
      expect.objectContaining({ facets: { shape: ['round'] }, page: 1 }),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('filter counts', () => {
  it('shows each value’s count and cannot choose a value the selection leaves empty', () => {
    render(<ListingFilters facets={FACETS} query={query()} total={24} busy={false} />);
    expect(screen.getByTestId('filter-count-shape-round')).toHaveTextContent('12');
    expect(screen.getByTestId('filter-shape-square')).toBeDisabled();
    expect(screen.getByTestId('filter-shape-round')).toBeEnabled();
  });

  it('keeps a chosen value choosable even when its count is 0, so it can be unchosen', () => {
    render(
      <ListingFilters
        facets={FACETS}
        query={query({ facets: { shape: ['square'] } })}
        total={0}
        busy={false}
      />,
    );
    expect(screen.getByTestId('filter-shape-square')).toBeEnabled();
    expect(screen.getByTestId('filter-shape-square')).toBeChecked();
  });
});

describe('the price range in the shopper’s currency', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const type = (testId: string, value: string) =>
    fireEvent.change(screen.getByTestId(testId), { target: { value } });

  it('labels and placeholders are in the chosen currency', () => {
    act(() => setCurrencyIndex(4));
    render(<ListingFilters facets={FACETS} query={query()} total={24} busy={false} />);
    const price = screen.getByTestId('filter-price');
    expect(within(price).getByText(/Price \(£\)/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Lowest price in British Pound' })).toHaveAttribute(
      'placeholder',
      '16',
    );
    expect(screen.getByRole('textbox', { name: 'Highest price in British Pound' })).toHaveAttribute(
      'placeholder',
      '123',
    );
    expect(price).not.toHaveTextContent('$');
  });

  it('applies typed amounts 600 ms after the typing stops, in whole US dollars (docs/product.md#constants)', () => {
    act(() => setCurrencyIndex(4));
    const onNavigate = jest.fn();
    render(
      <ListingFilters facets={FACETS} query={query()} total={24} busy={false} onNavigate={onNavigate} />,
    );
    type('filter-price-min', '4');
    act(() => jest.advanceTimersByTime(300));
    type('filter-price-min', '40');
    type('filter-price-max', '80');
    act(() => jest.advanceTimersByTime(599));
    expect(onNavigate).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(onNavigate).toHaveBeenCalledWith(
      expect.objectContaining({ price: { min: 48, max: 97 }, page: 1 }),
    );
  });

  it('Apply (or Enter) applies at once and nothing more comes after', () => {
    const onNavigate = jest.fn();
    render(
      <ListingFilters facets={FACETS} query={query()} total={24} busy={false} onNavigate={onNavigate} />,
    );
    type('filter-price-max', '90');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onNavigate).toHaveBeenCalledWith(expect.objectContaining({ price: { max: 90 } }));
    act(() => jest.advanceTimersByTime(2000));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('shows a range chosen elsewhere in the shopper’s currency, and follows a currency change', () => {
    const { rerender } = render(
      <ListingFilters
        facets={FACETS}
        query={query({ price: { min: 48, max: 97 } })}
        total={3}
        busy={false}
      />,
    );
    expect(screen.getByTestId('filter-price-min')).toHaveValue('48');
    act(() => setCurrencyIndex(4));
    expect(screen.getByTestId('filter-price-min')).toHaveValue('40');
    expect(screen.getByTestId('filter-price-max')).toHaveValue('80');
    rerender(<ListingFilters facets={FACETS} query={query()} total={24} busy={false} />);
    expect(screen.getByTestId('filter-price-min')).toHaveValue('');
  });
});

describe('the chosen price range’s chip', () => {
  it('reads in the shopper’s currency', () => {
    act(() => setCurrencyIndex(4));
    render(
      <ListingView
        path="/eyeglasses"
        query={query({ price: { min: 48, max: 97 } })}
        result={{ list: [], total: 0, pageCount: 0 }}
        facets={FACETS}
      />,
    );
    expect(screen.getByTestId('price-chip')).toHaveTextContent('£40–£80');
    expect(screen.getByRole('list', { name: 'Chosen filters' })).not.toHaveTextContent('$');
  });
});

describe('docs/product.md#lens-rules: the Progressive-ready filter', () => {
  const withLenses = { ...FACETS, lenses: [{ value: 'progressive', label: 'Progressive-ready', count: 5 }] };

  it('is a labelled checkbox in a Lenses group that asks for lenses=progressive, and back', async () => {
    const user = userEvent.setup();
    const onNavigate = jest.fn();
    const { rerender } = render(
      <ListingFilters facets={withLenses} query={query()} total={24} busy={false} onNavigate={onNavigate} />,
    );
    const group = screen.getByRole('group', { name: 'Lenses' });
    const box = within(group).getByRole('checkbox', { name: /Progressive-ready/ });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(onNavigate).toHaveBeenLastCalledWith(
      expect.objectContaining({ facets: { lenses: ['progressive'] } }),
    );

    rerender(
      <ListingFilters
        facets={withLenses}
        query={query({ facets: { lenses: ['progressive'] } })}
        total={5}
        busy={false}
        onNavigate={onNavigate}
      />,
    );
    expect(screen.getByRole('checkbox', { name: /Progressive-ready/ })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /Progressive-ready/ }));
    expect(onNavigate).toHaveBeenLastCalledWith(expect.objectContaining({ facets: {} }));
  });

  it('is not offered where the listing holds no progressive-ready frame', () => {
    render(<ListingFilters facets={FACETS} query={query()} total={24} busy={false} />);
    expect(screen.queryByRole('group', { name: 'Lenses' })).not.toBeInTheDocument();
  });
});
