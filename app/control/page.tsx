import { ControlMenu } from '@/components/control/control-menu';
import { ControlPage } from '@/components/control/control-page';
import { pageMetadata } from '@/lib/seo/page-metadata';

// The phone menu as pages repeats the header menu, so search engines are asked to skip it.
export const metadata = pageMetadata({
  title: 'Menu',
  description: 'Shop categories, search, language and currency, help and your account.',
  path: '/control',
  noindex: true,
});

/** "/control" (its empty index entry, docs/product.md#routes): the phone menu. A static page. */
export default function ControlIndexPage() {
  return (
    <ControlPage title="Menu">
      <ControlMenu />
    </ControlPage>
  );
}
