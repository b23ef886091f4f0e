import { AboutUs } from '@/components/content/about-us';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { FREE_SHIPPING_THRESHOLD_USD_CENTS, RETURN_DAYS } from '@/lib/shop/constants';

export const metadata = pageMetadata({
  title: 'About us',
  description: `Oculo makes prescription glasses, sunglasses and lenses and sells them online at fair prices, with free US shipping from $${FREE_SHIPPING_THRESHOLD_USD_CENTS / 100} and ${RETURN_DAYS}-day returns.`,
  path: '/about-us',
});

/** spec §2 "about-us" (a child of home): a static page, no database. */
export default function AboutUsPage() {
  return <AboutUs />;
}
