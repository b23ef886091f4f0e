import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsoleNav } from '@/components/admin/ui/console-nav';
import { consoleLinksFor } from '@/components/admin/ui/console-areas';

// The console's areas behind a Menu button on a phone (docs/operating.md#console-layout): a
// disclosure, closed at first, that Escape closes with the focus back on the button. The stylesheet
// shows the links without the button from a tablet's width (checked in the browser suite).

jest.mock('next/navigation', () => ({ usePathname: () => '/admin/orders/OC1' }));

function renderNav(unreadTickets = 0) {
  render(<ConsoleNav links={consoleLinksFor('owner')} unreadTickets={unreadTickets} />);
  const nav = screen.getByRole('navigation', { name: 'Console' });
  const menu = within(nav).getByRole('button', { name: /^Menu/ });
  const list = document.getElementById(menu.getAttribute('aria-controls') ?? '');
  return { nav, menu, list };
}

describe('ConsoleNav', () => {
  it('starts closed: the button controls the list of areas and says it is collapsed', () => {
    const { nav, menu, list } = renderNav();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeNull();
    expect(list?.tagName).toBe('UL');
    expect(list).not.toHaveClass('navOpen');
    expect(nav).toContainElement(list);
    expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens and closes with the button', async () => {
    const user = userEvent.setup();
    const { menu, list } = renderNav();
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveClass('navOpen');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toHaveClass('navOpen');
  });

  it('closes on Escape from one of its links and gives the focus back to the button', async () => {
    const user = userEvent.setup();
    const { nav, menu, list } = renderNav();
    await user.click(menu);
    within(nav).getByRole('link', { name: 'Customers' }).focus();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toHaveClass('navOpen');
    expect(menu).toHaveFocus();
  });

  it('leaves the focus where it is on Escape while closed', async () => {
    const user = userEvent.setup();
    const { nav, menu } = renderNav();
    const link = within(nav).getByRole('link', { name: 'Customers' });
    link.focus();
    await user.keyboard('{Escape}');
    expect(link).toHaveFocus();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('folds away when a link is followed', async () => {
    const user = userEvent.setup();
    const { nav, menu } = renderNav();
    await user.click(menu);
    const link = within(nav).getByRole('link', { name: 'Customers' });
    // jsdom does not navigate; the click is what the menu answers to
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('says on the closed button that tickets wait unread', () => {
    const { menu } = renderNav(3);
    expect(menu).toHaveAccessibleName('Menu 3 unread tickets');
    expect(screen.getByTestId('console-unread-tickets')).toHaveTextContent('3 unread');
  });
});
