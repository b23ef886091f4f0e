import { lensStepLabel, LENS_FLOW_STEPS, type LensFlowStep } from './lens-names';

// The shop's funnel (docs/operating.md#reports): from a product page to a paid order, counted by
// distinct device over the range, and where in the lens wizard shoppers stopped. The storefront
// reports the wizard's moves as clicks (lib/client/statistics.ts) under funnel-targets.ts's names.

/** The funnel's counts as the statistics and the orders give them. */
export interface FunnelCounts {
  productViews: number;
  wizardStarts: number;
  /** Per wizard step: devices that reached it, and of them those whose furthest step it was and who added nothing to the cart. */
  steps: readonly { step: LensFlowStep; reached: number; stopped: number }[];
  addedToCart: number;
  checkout: number;
  /** Paid orders in the range (orders keep no device: docs/operating.md#reports). */
  paid: number;
}

export const FUNNEL_STAGES = ['product-view', 'wizard-start', 'add-to-cart', 'checkout', 'paid'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

export const FUNNEL_STAGE_NAMES: Readonly<Record<FunnelStage, string>> = {
  'product-view': 'Viewed a product',
  'wizard-start': 'Started the lens wizard',
  'add-to-cart': 'Added glasses to the cart',
  checkout: 'Opened the checkout',
  paid: 'Paid orders',
};

/** A share 0–1 kept to four places (so 1/3 reads 33.33 %); null where nothing came before. */
export function shareOf(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null;
}

export interface FunnelView {
  stages: { stage: FunnelStage; name: string; count: number; dropOff: number | null }[];
  steps: { step: LensFlowStep; name: string; reached: number; stopped: number; dropOff: number | null }[];
}

/**
 * Each stage with the share lost since the one before it (1 − this ÷ before; none where it counts
 * more than the one before), and each wizard step
 * in the wizard's order with the share of those who reached it and stopped there. A step no device
 * reached is left out: it is not on the paths the shoppers took.
 */
export function funnelView(counts: FunnelCounts): FunnelView {
  const values: Record<FunnelStage, number> = {
    'product-view': counts.productViews,
    'wizard-start': counts.wizardStarts,
    'add-to-cart': counts.addedToCart,
    checkout: counts.checkout,
    paid: counts.paid,
  };
  const stages = FUNNEL_STAGES.map((stage, index) => {
    const previous = FUNNEL_STAGES[index - 1];
    const before = previous ? values[previous] : 0;
    // the stages are counted apart (paid orders are no devices), so a later one may count more:
    // it lost nothing that can be said
    const lost = values[stage] > before ? null : shareOf(before - values[stage], before);
    return { stage, name: FUNNEL_STAGE_NAMES[stage], count: values[stage], dropOff: index > 0 ? lost : null };
  });
  const byStep = new Map(counts.steps.map((row) => [row.step, row]));
  const steps = LENS_FLOW_STEPS.flatMap((step) => {
    const row = byStep.get(step);
    if (!row || row.reached === 0) return [];
    return [
      {
        step,
        name: lensStepLabel(step),
        reached: row.reached,
        stopped: row.stopped,
        dropOff: shareOf(row.stopped, row.reached),
      },
    ];
  });
  return { stages, steps };
}
