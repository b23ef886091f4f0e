import type { Metadata } from 'next';
import Link from 'next/link';
import { ConsolePageHead } from '@/components/admin/ui/console-page-head';
import page from '@/components/admin/ui/console-page.module.css';
import { ProductForm } from '@/components/admin/products/product-form';
import { EMPTY_PRODUCT } from '@/components/admin/products/product-form-values';
import { requireOperatorPage } from '@/lib/server/domain/staff';

export const metadata: Metadata = { title: 'New product' };

/** /admin/products/new: a product starts as a draft, off the storefront. */
export default async function NewProductPage() {
  await requireOperatorPage('catalog');
  return (
    <>
      <p className={page.small}>
        <Link href="/admin/products">← Products</Link>
      </p>
      <ConsolePageHead
        title="New product"
        lead="It is saved as a draft: shoppers see it once you publish it. Photos are added after the first save."
      />
      <ProductForm initial={EMPTY_PRODUCT} />
    </>
  );
}
