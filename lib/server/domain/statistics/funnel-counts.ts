import { sql } from 'drizzle-orm';
import { FUNNEL_TARGETS, wizardStepTarget } from '@/lib/shop/funnel-targets';
import { LENS_FLOW_STEPS, type LensFlowStep } from '@/lib/shop/lens-names';
import { database, rowsOf } from '@/lib/server/platform/db';
import { siteEvents } from './tables';

// The funnel's counts from the storefront's own events (docs/operating.md#reports), by distinct
// device over [start, end): product pages seen, the lens wizard started, each step reached, glasses
// added to the cart and the checkout opened. One pass over the range's events, grouped per device.

export interface DeviceFunnelCounts {
  productViews: number;
  wizardStarts: number;
  steps: { step: LensFlowStep; reached: number; stopped: number }[];
  addedToCart: number;
  checkout: number;
}

/** A product's page is /details/<code>; its lens wizard, /details/<code>/lenses, is not a view of it. */
const PRODUCT_PAGE = '^/details/[^/]+$';
/** The checkout is the payment page the cart's Checkout button opens. */
const CHECKOUT_PAGE = '/payment';

export async function funnelCounts(start: Date, end: Date): Promise<DeviceFunnelCounts> {
  const db = await database();
  const e = siteEvents;
  // a step's place (1…) in the wizard's order; a device's steps as bits, so no per-device array is built
  const stepTargets = sql.param(LENS_FLOW_STEPS.map(wizardStepTarget));
  const place = sql`array_position(${stepTargets}::text[], ${e.target})`;
  const stepColumns = LENS_FLOW_STEPS.map(
    (step, index) =>
      sql`, count(*) filter (where reached & ${1 << index} <> 0)::int as ${sql.identifier(`reached_${step}`)}
         , count(*) filter (where furthest = ${index + 1} and not added)::int as ${sql.identifier(`stopped_${step}`)}`,
  );
  const result = await db.execute(sql`
    with per_device as (
      select
        bool_or(${e.type} = 'page_view' and ${e.path} ~ ${PRODUCT_PAGE}) as viewed,
        bool_or(${e.target} = ${FUNNEL_TARGETS.wizardStart}) as started,
        coalesce(bit_or(1 << (${place} - 1)) filter (where ${e.type} = 'click'), 0) as reached,
        max(${place}) filter (where ${e.type} = 'click') as furthest,
        bool_or(${e.type} = 'click' and ${e.target} = ${FUNNEL_TARGETS.addToCart}) as added,
        bool_or(${e.type} = 'page_view' and ${e.path} = ${CHECKOUT_PAGE}) as checkout
      from ${e}
      where ${e.createdAt} >= ${start} and ${e.createdAt} < ${end} and ${e.deviceId} is not null
      group by ${e.deviceId}
    )
    select
      count(*) filter (where viewed)::int as "productViews",
      count(*) filter (where started)::int as "wizardStarts",
      count(*) filter (where added)::int as "addedToCart",
      count(*) filter (where checkout)::int as "checkout"
      ${sql.join(stepColumns, sql``)}
    from per_device`);
  const [row] = rowsOf<Record<string, number | string | null>>(result);
  const read = (name: string) => Number(row?.[name] ?? 0);
  return {
    productViews: read('productViews'),
    wizardStarts: read('wizardStarts'),
    steps: LENS_FLOW_STEPS.map((step) => ({
      step,
      reached: read(`reached_${step}`),
      stopped: read(`stopped_${step}`),
    })),
    addedToCart: read('addedToCart'),
    checkout: read('checkout'),
  };
}
