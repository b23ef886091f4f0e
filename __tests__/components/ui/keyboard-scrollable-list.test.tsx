import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { KeyboardScrollableList } from '@/components/ui/keyboard-scrollable-list';

// WCAG 2.1.1 (axe scrollable-region-focusable): a list that scrolls is reachable by keyboard.
function sized(scrollWidth: number, clientWidth: number) {
  const scroll = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  const client = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
  return () => {
    scroll.mockRestore();
    client.mockRestore();
  };
}

function Terms() {
  return (
    <KeyboardScrollableList label="Our terms">
      <li>Free US shipping</li>
      <li>30-day returns</li>
    </KeyboardScrollableList>
  );
}

describe('KeyboardScrollableList', () => {
  it('is a named tab stop while its items overflow', () => {
    const restore = sized(900, 358);
    render(<Terms />);
    const list = screen.getByRole('list', { name: 'Our terms' });
    expect(list).toHaveAttribute('tabindex', '0');
    restore();
  });

  it('is a tab stop in the page as served, before its scripts measure it', () => {
    expect(renderToString(<Terms />)).toMatch(/<ul aria-label="Our terms" tabindex="0"/i);
  });

  it('is no tab stop when everything fits', () => {
    const restore = sized(1200, 1200);
    render(<Terms />);
    expect(screen.getByRole('list', { name: 'Our terms' })).not.toHaveAttribute('tabindex');
    restore();
  });

  it('follows the width: a narrower window makes it a tab stop', () => {
    let scrollWidth = 1000;
    const scroll = jest
      .spyOn(HTMLElement.prototype, 'scrollWidth', 'get')
      .mockImplementation(() => scrollWidth);
    const client = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
    render(<Terms />);
    const list = screen.getByRole('list', { name: 'Our terms' });
    expect(list).not.toHaveAttribute('tabindex');

    scrollWidth = 1400;
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(list).toHaveAttribute('tabindex', '0');
    scroll.mockRestore();
    client.mockRestore();
  });
});
