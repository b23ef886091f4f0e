import type { Metadata } from 'next';
import Link from 'next/link';
import { TaxesEditor } from '@/components/admin/taxes/taxes-editor';
import { ConsolePageHead } from '@/components/admin/ui/console-page-head';
import { taxUpdateCall } from '@/lib/contract/calls/admin/taxes';
import { requireOperatorPage } from '@/lib/server/domain/staff';
import { getTaxes } from '@/lib/server/domain/taxes';

export const metadata: Metadata = { title: 'Taxes' };

/**
 * /admin/taxes (docs/operating.md#taxes): whether the shop charges tax, per country whether prices
 * include it, and the rates, for the owner to change. Checkouts priced after a save follow it.
 */
export default async function TaxesPage() {
  const operator = await requireOperatorPage('taxes');
  const taxes = await getTaxes();
  // the buttons follow the call's own roles, so the page never offers what the shop refuses
  const mayChange = taxUpdateCall.roles?.includes(operator.role) ?? false;
  return (
    <>
      <ConsolePageHead
        title="Taxes"
        lead="Tax is worked out at checkout from the delivery address: for each part of an order the most specific rate row of the address's country applies, and where no row matches nothing is charged. Checkouts priced after a save follow it; placed orders keep the tax they were charged."
        actions={
          <Link href="/admin/taxes/report" className="button button-secondary" data-testid="tax-report-link">
            Tax report
          </Link>
        }
      />
      <TaxesEditor taxes={taxes} mayChange={mayChange} />
    </>
  );
}
