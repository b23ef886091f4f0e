import { WhyChooseOculo } from '@/components/content/why-choose-oculo';
import { pageMetadata } from '@/lib/seo/page-metadata';
import {
  EXTRA_FRAME_DISCOUNT_PERCENT,
  FREE_SHIPPING_THRESHOLD_USD_CENTS,
  RETURN_DAYS,
} from '@/lib/shop/constants';

export const metadata = pageMetadata({
  title: 'Why choose Oculo',
  description: `Prescriptions checked by opticians, lenses for every need, try-on in your browser, further frames ${EXTRA_FRAME_DISCOUNT_PERCENT}% off, free US shipping from $${FREE_SHIPPING_THRESHOLD_USD_CENTS / 100} and ${RETURN_DAYS}-day returns.`,
  path: '/why-choose-oculo',
});

/** spec §2 "why choose us" (DESIGN: /why-choose-oculo): a static page, no database. */
export default function WhyChooseOculoPage() {
  return <WhyChooseOculo />;
}
