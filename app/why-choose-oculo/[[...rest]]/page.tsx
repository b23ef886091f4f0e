import type { Metadata } from 'next';
import { PageNotFound } from '@/components/app/page-not-found';
import { NOT_FOUND_TITLE } from '@/components/app/page-title';
import { WhyChooseOculo } from '@/components/content/why-choose-oculo';
import { pageBlocksForPage } from '@/lib/server/domain/content';
import { storeSettingsForPages } from '@/lib/server/domain/store-settings';
import { advertisedFacts, type AdvertisedFacts } from '@/lib/server/flows/advertised-terms';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { RETURN_DAYS } from '@/lib/shop/constants';

type Params = Promise<{ rest?: string[] }>;

// Editable blocks from the database, which the build never opens: rendered on the first visit and
// cached until the 'pages' notice or a minute (see app/about-us/[[...rest]]/page.tsx).
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams(): { rest: string[] }[] {
  return [];
}

/** The description names the offer and the free shipping only while the shop keeps them. */
function whyChooseMetadata(
  { offer, freeShippingThresholdCents: threshold }: AdvertisedFacts,
  shopName: string,
): Metadata {
  const kept = [
    'Prescriptions checked by opticians',
    'lenses for every need',
    'try-on in your browser',
    ...(offer.enabled ? [`further frames ${offer.percent}% off`] : []),
    ...(threshold === null
      ? []
      : [threshold > 0 ? `free US shipping from $${threshold / 100}` : 'free US shipping']),
  ];
  return pageMetadata({
    title: `Why choose ${shopName}`,
    description: `${kept.join(', ')} and ${RETURN_DAYS}-day returns.`,
    path: '/why-choose-oculo',
  });
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return (await params).rest?.length
    ? { title: NOT_FOUND_TITLE }
    : whyChooseMetadata(await advertisedFacts(), (await storeSettingsForPages()).settings.shopName);
}

/** The why-choose-Oculo page; /why-choose-oculo/anything is the 404 page (docs/product.md#not-found-pages). */
export default async function WhyChooseOculoPage({ params }: { params: Params }) {
  if ((await params).rest?.length) return <PageNotFound />;
  const [blocks, facts] = await Promise.all([pageBlocksForPage('why-choose'), advertisedFacts()]);
  return <WhyChooseOculo blocks={blocks} facts={facts} />;
}
