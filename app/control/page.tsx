import { ControlMenu } from '@/components/control/control-menu';
import { ControlPage } from '@/components/control/control-page';
import { storeSettingsForPages } from '@/lib/server/domain/store-settings';
import { pageMetadata } from '@/lib/seo/page-metadata';

// The phone menu as pages repeats the header menu, so search engines are asked to skip it.
export const metadata = pageMetadata({
  title: 'Menu',
  description: 'Shop categories, search, language and currency, help and your account.',
  path: '/control',
  noindex: true,
});

/**
 * "/control" (its empty index entry, docs/product.md#routes): the phone menu. A static page, drawn
 * with the shop's name (a "store" notice drops it, docs/operating.md#store-brand).
 */
export default async function ControlIndexPage() {
  const { shopName } = (await storeSettingsForPages()).settings;
  return (
    <ControlPage title="Menu">
      <ControlMenu shopName={shopName} />
    </ControlPage>
  );
}
