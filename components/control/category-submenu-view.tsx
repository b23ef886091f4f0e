import type { Category } from '@/lib/shop/categories';
import { categorySubmenu } from './category-submenu';
import { MenuSection } from './menu-section';

/** "/control/:type" (docs/product.md#routes): one category's submenu. */
export function CategorySubmenuView({ category }: { category: Category }) {
  return (
    <>
      {categorySubmenu(category).map((group, index) => (
        <MenuSection
          key={group.heading}
          id={`control-submenu-${index}`}
          heading={group.heading}
          entries={group.entries}
        />
      ))}
    </>
  );
}
