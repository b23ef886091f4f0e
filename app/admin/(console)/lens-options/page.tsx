import type { Metadata } from 'next';
import { ConsolePageHead } from '@/components/admin/ui/console-page-head';
import styles from '@/components/admin/ui/console-page.module.css';
import { LensStepOptions } from '@/components/admin/lens-options/lens-step-options';
import { listLensOptionsForConsole } from '@/lib/server/domain/lens-options';
import { requireOperatorPage } from '@/lib/server/domain/staff';

export const metadata: Metadata = { title: 'Lens options' };

/**
 * /admin/lens-options (docs/product.md#lens-options): the lens steps with their options in the
 * wizard's order, each to edit, take out of sale or put back, move, and check against the catalog.
 */
export default async function LensOptionsPage() {
  await requireOperatorPage('catalog');
  const { steps } = await listLensOptionsForConsole();
  return (
    <>
      <ConsolePageHead
        title="Lens options"
        lead="Prices and rules apply to the wizard at once; a pair already in a cart keeps the price it was added at."
      />
      {steps.map((step) => (
        <section key={step.key} className={styles.card} aria-labelledby={`step-${step.key}`}>
          <h2 id={`step-${step.key}`} className={styles.cardTitle}>
            {step.title} <span className={styles.muted}>({step.key})</span>
          </h2>
          <LensStepOptions step={step} />
        </section>
      ))}
    </>
  );
}
