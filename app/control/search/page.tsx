import { ControlPage } from '@/components/control/control-page';
import { ControlSearch } from '@/components/control/control-search';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const metadata = pageMetadata({
  title: 'Search',
  description: 'Search the shop’s frames, sunglasses and accessories.',
  path: '/control/search',
  noindex: true,
});

/** "/control/search" (docs/product.md#routes): the phone's search page. */
export default function ControlSearchPage() {
  return (
    <ControlPage title="Search" backToMenu>
      <ControlSearch />
    </ControlPage>
  );
}
