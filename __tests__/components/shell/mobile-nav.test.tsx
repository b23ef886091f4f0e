import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MobileNav } from '@/components/layout/mobile-nav';
import { resetShopState, shopStore } from '@/lib/client/store';

// The phone menu traps focus while open (WAI-ARIA dialog pattern).

jest.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => ({ prefetch: jest.fn() }) }));
jest.mock('@/lib/api', () => ({ callApi: jest.fn(async () => ({ list: [] })) }));

beforeEach(() => resetShopState());

async function openMenu() {
  const user = userEvent.setup();
  render(
    <>
      <button type="button">Before the menu</button>
      <MobileNav />
      <button type="button">After the menu</button>
    </>,
  );
  await act(async () => {});
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  const drawer = await screen.findByRole('dialog', { name: 'Menu' });
  return { user, drawer };
}

describe('MobileNav', () => {
  it('keeps Tab inside the open menu: from its last entry back to the first', async () => {
    const { user, drawer } = await openMenu();
    const close = within(drawer).getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();
    const stops = drawer.querySelectorAll('a[href], button').length;
    for (let i = 0; i < stops * 2 + 1; i += 1) {
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('wraps Shift+Tab from the close button to the menu’s last entry', async () => {
    const { user, drawer } = await openMenu();
    await user.tab({ shift: true });
    const entries = drawer.querySelectorAll<HTMLElement>('a[href], button');
    expect(entries[entries.length - 1]).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    const { user } = await openMenu();
    await user.keyboard('{Escape}');
    expect(shopStore.getState().dialogs.nav).toBe(false);
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });
});
