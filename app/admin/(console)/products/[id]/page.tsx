import type { Metadata } from 'next';
import Link from 'next/link';
import { formatDateTime } from '@/components/admin/ui/console-format';
import { ConsolePageHead } from '@/components/admin/ui/console-page-head';
import page from '@/components/admin/ui/console-page.module.css';
import { ProductForm } from '@/components/admin/products/product-form';
import { fieldsOf } from '@/components/admin/products/product-form-values';
import { ProductStatusActions } from '@/components/admin/products/product-status-actions';
import { StockPanel } from '@/components/admin/products/stock-panel';
import { StatusBadge } from '@/components/admin/ui/status-badge';
import { attributeLabel } from '@/lib/shop/frame-attributes';
import { requireOperatorPage } from '@/lib/server/domain/staff';
import { productOf } from './product-of';

type Params = Promise<{ id: string }>;

export const metadata: Metadata = { title: 'Product' };

/**
 * /admin/products/<id> (docs/operating.md#catalog-work): the product's form, its status, its stock
 * with the history of changes made by hand, and links to its photos and a preview of its page.
 */
export default async function ProductPage({ params }: { params: Params }) {
  await requireOperatorPage('catalog');
  const info = await productOf((await params).id);
  const base = `/admin/products/${info.id}`;
  const photos = info.variants.reduce((sum, variant) => sum + variant.photos, 0);
  return (
    <>
      <p className={page.small}>
        <Link href="/admin/products">← Products</Link>
      </p>
      <ConsolePageHead
        title={`${info.code} ${info.name}`}
        lead={
          <>
            <StatusBadge
              tone={info.status === 'published' ? 'good' : info.status === 'draft' ? 'waiting' : 'closed'}
            >
              {attributeLabel(info.status)}
            </StatusBadge>{' '}
            Changed {formatDateTime(info.updatedAt)}.
          </>
        }
        actions={
          <>
            <Link
              href={`${base}/photos`}
              className="button button-secondary"
              data-testid="product-photos-link"
            >
              Photos ({photos})
            </Link>
            <Link
              href={`${base}/preview`}
              className="button button-secondary"
              data-testid="product-preview-link"
            >
              Preview
            </Link>
          </>
        }
      />
      <section className={page.card} aria-labelledby="status-title">
        <h2 id="status-title" className={page.cardTitle}>
          Status
        </h2>
        <ProductStatusActions id={info.id} status={info.status} />
      </section>
      <section className={page.card} aria-labelledby="stock-title">
        <h2 id="stock-title" className={page.cardTitle}>
          Stock
        </h2>
        <StockPanel variants={info.variants} history={info.stockHistory} />
      </section>
      <section aria-labelledby="form-title">
        <h2 id="form-title" className="visually-hidden">
          Edit the product
        </h2>
        <ProductForm id={info.id} initial={fieldsOf(info)} saleEndsAt={info.flashSaleEndsAt} />
      </section>
    </>
  );
}
