import { helpLinks } from '@/components/layout/help-links';
import { CATEGORIES } from '@/lib/shop/categories';
import { ControlAccountEntries } from './control-account-entries';
import { MenuSection } from './menu-section';

const SHOP_ENTRIES = CATEGORIES.map((category) => ({
  href: `/control/${category.slug}`,
  label: category.name,
}));

const SETTINGS_ENTRIES = [
  { href: '/control/search', label: 'Search' },
  { href: '/control/language', label: 'Language and currency' },
];

/**
 * The "/control" index (docs/product.md#routes): the phone menu as a page, each category leading to
 * its submenu; the account's section named after the shop (docs/operating.md#store-brand).
 */
export function ControlMenu({ shopName }: { shopName: string }) {
  return (
    <>
      <MenuSection id="control-shop" heading="Shop" entries={SHOP_ENTRIES} />
      <MenuSection id="control-settings" heading="Search and settings" entries={SETTINGS_ENTRIES} />
      <MenuSection id="control-help" heading="Help" entries={helpLinks(shopName)} />
      <MenuSection id="control-account" heading={`Your ${shopName}`}>
        <ControlAccountEntries />
      </MenuSection>
    </>
  );
}
