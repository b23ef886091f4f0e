import type { Metadata } from 'next';
import { AccountEmptyState } from '@/components/account/ui/account-empty-state';
import { AccountPageHead } from '@/components/account/ui/account-page-head';
import styles from '@/components/account/ui/account-page.module.css';
import { OrderNotFound } from '@/components/account/orders/order-not-found';
import { readOrderQuery } from '@/components/account/orders/order-query';
import { SendPrescription } from '@/components/account/orders/send-prescription';
import { requireAccountPage } from '@/lib/server/domain/accounts';
import { accountHref } from '@/lib/shop/account-menu';

export const metadata: Metadata = {
  title: 'Send your prescription',
  robots: { index: false, follow: false },
};

type SearchParams = Promise<{ order?: string | string[] }>;

/**
 * centerMain/order/send-prescription?order=N (docs/product.md#prescription-later): the prescription
 * of an order paid without it, loaded and sent in the browser.
 */
export default async function SendPrescriptionPage({ searchParams }: { searchParams: SearchParams }) {
  // also here, not only in the layout: moving between account pages renders the page alone
  await requireAccountPage();
  const query = readOrderQuery((await searchParams).order);
  return (
    <div className={styles.page}>
      <AccountPageHead
        title="Send your prescription"
        lead="The prescription your lenses are made to, for an order paid without it."
      />
      {query.kind === 'order' ? (
        <SendPrescription orderNumber={query.orderNumber} />
      ) : query.kind === 'invalid' ? (
        <OrderNotFound />
      ) : (
        <AccountEmptyState
          title="Choose an order"
          text="Open the order from My orders, or follow the link in our e-mail."
          action={{ href: accountHref('order/order'), label: 'Go to My orders' }}
          testId="send-prescription-empty"
        />
      )}
    </div>
  );
}
