import { BannerCarousel } from '@/components/home/banner-carousel';
import { CategoryTiles } from '@/components/home/category-tiles';
import { ProductRail } from '@/components/catalog/product-rail';
import { listGoods } from '@/lib/server/catalog';
import { listBanners, listPhotoWall } from '@/lib/server/content';
import { PhotoWall } from './photo-wall';

const RAIL_SIZE = 8;

/** Home: banners, categories and the new-arrival, flash-sale and best-seller rails. */
export async function HomePage() {
  const rail = (category: 'new_arrivals' | 'flash_sale' | 'best_sellers') =>
    listGoods({ category, sort: 'featured', page: 1, pageSize: RAIL_SIZE });
  const [banners, newArrivals, flashSale, bestSellers, photoWall, cheapestEyeglasses] = await Promise.all([
    listBanners(),
    rail('new_arrivals'),
    rail('flash_sale'),
    rail('best_sellers'),
    listPhotoWall(),
    listGoods({ category: 'eyeglasses', sort: 'price-asc', page: 1, pageSize: 1 }),
  ]);
  const cheapest = cheapestEyeglasses.list[0];

  return (
    <div className="container">
      <h1 className="visually-hidden">
        Oculo: stylish eyeglasses online and affordable prescription glasses
      </h1>
      <BannerCarousel banners={banners.list} />
      <CategoryTiles
        eyeglassesFromCents={cheapest ? (cheapest.salePriceCents ?? cheapest.priceCents) : null}
      />
      <ProductRail
        title="New Arrivals"
        href="/new-arrivals"
        products={newArrivals.list}
        testId="rail-new-arrivals"
      />
      <ProductRail title="Flash Sale" href="/flash-sale" products={flashSale.list} testId="rail-flash-sale" />
      <ProductRail
        title="Best Sellers"
        href="/best-sellers"
        products={bestSellers.list}
        testId="rail-best-sellers"
      />
      <PhotoWall entries={photoWall.list} />
    </div>
  );
}
