import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Snackbar } from '@/components/ui/snackbar';
import { resetShopState, showTip } from '@/lib/client/store';

beforeEach(() => {
  jest.useFakeTimers();
  resetShopState();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('Snackbar (docs/product.md#snackbar: tips last 5000 ms)', () => {
  it('shows a tip in a status region and hides it after 5000 ms', () => {
    render(<Snackbar />);
    act(() => showTip('Login status has expired.'));
    expect(screen.getByRole('status')).toHaveTextContent('Login status has expired.');

    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByRole('status')).toHaveTextContent('Login status has expired.');

    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows queued tips one at a time, each for its own 5000 ms', () => {
    render(<Snackbar />);
    act(() => {
      showTip('Added to cart');
      showTip('Coupon applied');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Added to cart');
    expect(screen.queryByText('Coupon applied')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('status')).toHaveTextContent('Coupon applied');

    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('can be dismissed early', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Snackbar />);
    act(() => showTip('Saved'));
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
