import { categorySubmenu } from '@/components/control/category-submenu';
import { CATEGORIES, categoryBySlug, type Category } from '@/lib/shop/categories';
import { FRAME_SHAPES } from '@/lib/shop/frame-attributes';

function category(slug: string): Category {
  const found = categoryBySlug(slug);
  if (!found) throw new Error(`no category ${slug}`);
  return found;
}

describe('categorySubmenu (docs/product.md#routes "/control/:type")', () => {
  it('offers eyeglasses as the whole listing and one entry per frame shape', () => {
    const [listing, shapes] = categorySubmenu(category('eyeglasses'));
    expect(listing?.entries).toEqual([{ href: '/eyeglasses', label: 'All eyeglasses' }]);
    expect(shapes?.heading).toBe('Shop by shape');
    expect(shapes?.entries).toHaveLength(FRAME_SHAPES.length);
    expect(shapes?.entries).toContainEqual({ href: '/eyeglasses?shape=round', label: 'Round' });
    expect(shapes?.entries).toContainEqual({ href: '/eyeglasses?shape=cat-eye', label: 'Cat-Eye' });
  });

  it('offers sunglasses by shape too', () => {
    expect(categorySubmenu(category('sunglasses'))[1]?.entries[0]?.href).toBe(
      `/sunglasses?shape=${FRAME_SHAPES[0]}`,
    );
  });

  it.each(['new-arrivals', 'flash-sale', 'best-sellers', 'accessories'])(
    'offers %s as its listing only',
    (slug) => {
      const groups = categorySubmenu(category(slug));
      expect(groups).toHaveLength(1);
      expect(groups[0]?.entries).toEqual([{ href: `/${slug}`, label: expect.any(String) }]);
    },
  );

  it('gives every category a submenu that starts with its listing', () => {
    for (const each of CATEGORIES) expect(categorySubmenu(each)[0]?.entries[0]?.href).toBe(each.href);
  });
});
