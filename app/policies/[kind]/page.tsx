import type { Metadata } from 'next';
import { PageNotFound } from '@/components/app/page-not-found';
import { NOT_FOUND_TITLE } from '@/components/app/page-title';
import { PolicyPage } from '@/components/content/policy-page';
import { storeSettingsForPages } from '@/lib/server/domain/store-settings';
import { withPoliciesNow } from '@/lib/server/flows/store-policies';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { markdownText } from '@/lib/shop/markdown';
import { isPolicyKind, POLICY_TITLES, policyPath } from '@/lib/shop/store-policies';

type Params = Promise<{ kind: string }>;

// The policies are the owner's text in the store settings (docs/operating.md#store-policies), or
// the default drawn from the shop's rules now (the shipping table's: a "shipping" notice drops it),
// which the build never opens: a dynamic segment with no static params, drawn on its first visit
// and served from the page cache until the "store" notice (any settings change) drops it, or
// PAGE_BACKSTOP_SECONDS (300, a literal: Next.js reads it from the source) have passed.
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams(): { kind: string }[] {
  return [];
}

/** The first sentence or so of a policy, past its default note, for search results. */
function summaryOf(markdown: string): string {
  const text = markdownText(markdown.replace(/^_[^\n]*_\s*$/m, ''));
  return text.length > 155 ? `${text.slice(0, 154).trimEnd()}…` : text;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { kind } = await params;
  if (!isPolicyKind(kind)) return { title: NOT_FOUND_TITLE };
  const policy = (await withPoliciesNow(await storeSettingsForPages())).policies[kind];
  return pageMetadata({
    title: POLICY_TITLES[kind],
    description: summaryOf(policy.markdown),
    path: policyPath(kind),
  });
}

/** "/policies/terms|privacy|returns|shipping"; any other /policies/… is the 404 page (docs/product.md#not-found-pages). */
export default async function PolicyRoute({ params }: { params: Params }) {
  const { kind } = await params;
  if (!isPolicyKind(kind)) return <PageNotFound />;
  const policy = (await withPoliciesNow(await storeSettingsForPages())).policies[kind];
  return <PolicyPage kind={kind} markdown={policy.markdown} />;
}
