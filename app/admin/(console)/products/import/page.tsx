import type { Metadata } from 'next';
import { ConsolePageHead } from '@/components/admin/ui/console-page-head';
import { ExportProductsButton } from '@/components/admin/product-import/export-products-button';
import { ProductImport } from '@/components/admin/product-import/product-import';
import { requireOperatorPage } from '@/lib/server/domain/staff';

export const metadata: Metadata = { title: 'Import and export products' };

/** /admin/products/import: the catalog as a CSV file, and the file back. */
export default async function ProductImportPage() {
  await requireOperatorPage('catalog');
  return (
    <>
      <ConsolePageHead
        title="Import and export products"
        lead="One row per colour, the product’s columns repeated. Prices in dollars (129.00), flags yes or no."
        actions={<ExportProductsButton />}
      />
      <ProductImport />
    </>
  );
}
