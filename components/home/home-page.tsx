import { BannerCarousel } from '@/components/home/banner-carousel';
import { CategoryTiles } from '@/components/home/category-tiles';
import { ProductRail } from '@/components/catalog/product-rail';
import type { RailCategory } from '@/components/catalog/rail-products';
import { firstSaleEndIn, listGoods } from '@/lib/server/domain/catalog';
import { listBanners, listPhotoWall, nextBannerChange } from '@/lib/server/domain/content';
import { refreshPageBy } from '@/lib/server/platform/page-cache';
import { PhotoWall } from './photo-wall';

const RAILS: { category: RailCategory; title: string; href: string; testId: string }[] = [
  { category: 'new_arrivals', title: 'New Arrivals', href: '/new-arrivals', testId: 'rail-new-arrivals' },
  { category: 'flash_sale', title: 'Flash Sale', href: '/flash-sale', testId: 'rail-flash-sale' },
  { category: 'best_sellers', title: 'Best Sellers', href: '/best-sellers', testId: 'rail-best-sellers' },
];

/**
 * Home: banners, categories, the new-arrival, flash-sale and best-seller rails and the photo wall.
 * The first screen is in the HTML; the rails and the photo wall below it fetch their content when
 * a shopper scrolls near. The server still asks whether each has anything to show, so an empty rail
 * (no flash sale running) is left out rather than drawn empty. The shop's name is the owner's
 * (docs/operating.md#store-brand).
 */
export async function HomePage({ shopName }: { shopName: string }) {
  const [banners, photoWall, saleEnd, bannerChange, cheapestEyeglasses, ...rails] = await Promise.all([
    listBanners(),
    listPhotoWall(),
    firstSaleEndIn({}),
    nextBannerChange(),
    listGoods({ category: 'eyeglasses', sort: 'price-asc', page: 1, pageSize: 1 }),
    ...RAILS.map((rail) => listGoods({ category: rail.category, sort: 'featured', page: 1, pageSize: 1 })),
  ]);
  // Cached until a change notice drops it, or the first sale ends or a banner starts or ends.
  await refreshPageBy(saleEnd, bannerChange);
  const cheapest = cheapestEyeglasses.list[0];

  return (
    <div className="container">
      <h1 className="visually-hidden">
        {shopName}: stylish eyeglasses online and affordable prescription glasses
      </h1>
      <BannerCarousel banners={banners.list} />
      <CategoryTiles
        eyeglassesFromCents={cheapest ? (cheapest.salePriceCents ?? cheapest.priceCents) : null}
      />
      {RAILS.map((rail, index) =>
        (rails[index]?.total ?? 0) > 0 ? <ProductRail key={rail.category} {...rail} /> : null,
      )}
      {photoWall.list.length > 0 && <PhotoWall shopName={shopName} />}
    </div>
  );
}
