import type { Metadata } from 'next';
import { PageNotFound } from '@/components/app/page-not-found';
import { NOT_FOUND_TITLE } from '@/components/app/page-title';
import { HomePage } from '@/components/home/home-page';
import { JsonLd } from '@/components/seo/json-ld';
import { serverConfig } from '@/lib/server/platform/config';
import { organizationStructuredData, webSiteStructuredData } from '@/lib/seo/site-structured-data';
import { currentStoreSettings } from '@/lib/server/domain/store-settings';
import { logoImage } from '@/lib/shop/shop-brand';

type Params = Promise<{ rest?: string[] }>;

// "/" is rewritten here (next.config.ts; /home itself redirects to "/"). The home page is a route of
// its own, not a listing slug, so it carries neither the listings' styles nor their code, nor they
// its own, which keeps the home page light. The build opens no database: an optional catch-all with
// no static params is rendered on the first visit, then served from the page cache until a home or
// catalog change notice drops it (lib/server/platform/page-cache), or what no row signals comes: the first
// flash sale's end (the flash-sale rail, the "from" price) or a banner's start or end (HomePage,
// refreshPageBy); otherwise after PAGE_BACKSTOP_SECONDS (300, a literal: Next.js reads it from the
// source). It was 5 s: the most visited page was drawn again every 5 s on every server.
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams(): { rest: string[] }[] {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return (await params).rest?.length ? { title: NOT_FOUND_TITLE } : { alternates: { canonical: '/' } };
}

/** "/": the home page; /home/anything is the 404 page (docs/product.md#not-found-pages). */
export default async function Home({ params }: { params: Params }) {
  if ((await params).rest?.length) return <PageNotFound />;
  const siteUrl = serverConfig().SITE_URL;
  // the shop's name as an owner set it (docs/operating.md#store-settings): server-rendered text, no
  // script; a change drops every rendered page (the "store" notice)
  const { settings, logo } = await currentStoreSettings();
  const { shopName } = settings;
  const logoPath = logo ? logoImage(logo.path, logo.widths)?.src : undefined;
  return (
    <>
      <JsonLd data={organizationStructuredData(siteUrl, shopName, logoPath)} />
      <JsonLd data={webSiteStructuredData(siteUrl, shopName)} />
      <HomePage shopName={shopName} />
    </>
  );
}
