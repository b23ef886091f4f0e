import type { Metadata } from 'next';
import { AccountEmptyState } from '@/components/account/ui/account-empty-state';
import { AccountPageHead } from '@/components/account/ui/account-page-head';
import styles from '@/components/account/ui/account-page.module.css';
import { InvoiceSheet } from '@/components/account/orders/invoice-sheet';
import { OrderNotFound } from '@/components/account/orders/order-not-found';
import { readOrderQuery } from '@/components/account/orders/order-query';
import { requireAccountPage } from '@/lib/server/domain/accounts';
import { storeSettingsForPages } from '@/lib/server/domain/store-settings';
import { mediaUrl } from '@/lib/server/platform/media-url';
import { accountHref } from '@/lib/shop/account-menu';
import { logoImage } from '@/lib/shop/shop-brand';

type SearchParams = Promise<{ order?: string | string[] }>;

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const query = readOrderQuery((await searchParams).order);
  return {
    title: query.kind === 'order' ? `Invoice ${query.orderNumber}` : 'Invoice',
    robots: { index: false, follow: false },
  };
}

/** centerMain/order/template?order=N (docs/product.md#account-area): the order's printable invoice. */
export default async function InvoicePage({ searchParams }: { searchParams: SearchParams }) {
  // also here, not only in the layout: moving between account pages renders the page alone
  await requireAccountPage();
  const query = readOrderQuery((await searchParams).order);
  if (query.kind === 'order') {
    // the shop as its owner set it (docs/operating.md#store-brand): name, logo and contact
    const { settings, logo } = await storeSettingsForPages();
    const brand = {
      shopName: settings.shopName,
      logo: logo ? logoImage(mediaUrl(logo.path), logo.widths) : null,
    };
    return (
      <div className={`${styles.page} ${styles.wide}`}>
        <InvoiceSheet orderNumber={query.orderNumber} brand={brand} supportEmail={settings.supportEmail} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <AccountPageHead title="Invoice" lead="A printable invoice of one of your orders." />
      {query.kind === 'invalid' ? (
        <OrderNotFound />
      ) : (
        <AccountEmptyState
          title="Choose an order"
          text="Open an order from My orders and choose “Print invoice”."
          action={{ href: accountHref('order/order'), label: 'Go to My orders' }}
          testId="order-template-empty"
        />
      )}
    </div>
  );
}
