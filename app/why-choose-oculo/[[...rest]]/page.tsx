import type { Metadata } from 'next';
import { PageNotFound } from '@/components/app/page-not-found';
import { NOT_FOUND_TITLE } from '@/components/app/page-title';
import { WhyChooseOculo } from '@/components/content/why-choose-oculo';
import { pageBlocksForPage } from '@/lib/server/domain/content';
import { pageMetadata } from '@/lib/seo/page-metadata';
import {
  EXTRA_FRAME_DISCOUNT_PERCENT,
  FREE_SHIPPING_THRESHOLD_USD_CENTS,
  RETURN_DAYS,
} from '@/lib/shop/constants';

type Params = Promise<{ rest?: string[] }>;

// Editable blocks from the database, which the build never opens: rendered on the first visit and
// cached until the 'pages' notice or a minute (see app/about-us/[[...rest]]/page.tsx).
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams(): { rest: string[] }[] {
  return [];
}

const WHY_CHOOSE_OCULO_METADATA = pageMetadata({
  title: 'Why choose Oculo',
  description: `Prescriptions checked by opticians, lenses for every need, try-on in your browser, further frames ${EXTRA_FRAME_DISCOUNT_PERCENT}% off, free US shipping from $${FREE_SHIPPING_THRESHOLD_USD_CENTS / 100} and ${RETURN_DAYS}-day returns.`,
  path: '/why-choose-oculo',
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return (await params).rest?.length ? { title: NOT_FOUND_TITLE } : WHY_CHOOSE_OCULO_METADATA;
}

/** The why-choose-Oculo page; /why-choose-oculo/anything is the 404 page (docs/product.md#not-found-pages). */
export default async function WhyChooseOculoPage({ params }: { params: Params }) {
  if ((await params).rest?.length) return <PageNotFound />;
  return <WhyChooseOculo blocks={await pageBlocksForPage('why-choose')} />;
}
