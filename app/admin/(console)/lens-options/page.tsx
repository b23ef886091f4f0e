import type { Metadata } from 'next';
import { ConsolePageHead } from '@/components/admin/ui/console-page-head';
import { LensStepOptions } from '@/components/admin/lens-options/lens-step-options';
import { lensOptionCreateCall, lensOptionUpdateCall } from '@/lib/contract/calls/admin/lens-options';
import { listLensOptionsForConsole } from '@/lib/server/domain/lens-options';
import { requireOperatorPage } from '@/lib/server/domain/staff';

export const metadata: Metadata = { title: 'Lens options' };

/**
 * /admin/lens-options (docs/operating.md#lens-options): the lens steps with their options in the
 * wizard's order, each to add to, edit, take out of sale or put back, move, and check against the
 * catalog.
 */
export default async function LensOptionsPage() {
  const operator = await requireOperatorPage('catalog');
  const { steps } = await listLensOptionsForConsole();
  // the buttons follow the calls' own roles, so the page never offers what the shop refuses
  const mayChange = [lensOptionCreateCall, lensOptionUpdateCall].every(
    (call) => call.roles?.includes(operator.role) ?? false,
  );
  const lensUses = (steps.find((step) => step.key === 'lens_use')?.options ?? []).map((use) => ({
    code: use.code,
    name: use.name,
  }));
  return (
    <>
      <ConsolePageHead
        title="Lens options"
        lead="What the lens wizard offers, step by step. Prices and rules apply to the wizard at once; a pair already in a cart keeps the price it was added at."
      />
      {steps.map((step) => (
        <LensStepOptions key={step.key} step={step} lensUses={lensUses} mayChange={mayChange} />
      ))}
    </>
  );
}
