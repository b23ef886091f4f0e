import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { database } from '@/lib/server/platform/db/database';
import { frameSpecs, lensOptions, productVariants, products } from '@/lib/server/platform/db/schema';
import { submitLensChoices, type Headers } from './checkout-flow';

// A pair of prescription eyeglasses put in the cart through the lens flow as the wizard does
// (docs/product.md#calls /api/process/*): single vision, the given prescription, standard coating,
// 1.50, clear.

type Choice = { type: string; value: unknown; price: number; item?: string };

/** The prescription step's choice: typed values, a saved prescription of the caller, or an upload. */
export type PrescriptionChoice =
  | ({ source: 'typed' } & Record<string, string | number | boolean>)
  | { source: 'saved'; id: number; confirmExpired?: boolean }
  | {
      source: 'image';
      upload: string;
      pd?: string;
      pd_right?: string;
      pd_left?: string;
      pdOnPhoto?: boolean;
    }
  | { source: 'later' };

export const MILD_RX = { od_sph: '-1.50', os_sph: '-1.25', os_cyl: '-0.50', os_axis: 90, pd: '63' };

async function pick(type: string, code: string): Promise<Choice> {
  const db = await database();
  const [row] = await db.select().from(lensOptions).where(eq(lensOptions.code, code));
  if (!row) throw new Error(`no lens option ${code}`);
  return { type, value: row.id, price: row.priceCents, item: row.name };
}

/** An eyeglasses frame in stock that takes single vision lenses, with the SKU of a colour in stock. */
export async function eyeglassesFrame(): Promise<{ code: string; sku: string; name: string }> {
  const db = await database();
  const [row] = await db
    .select({ code: products.code, sku: productVariants.sku, name: products.name })
    .from(products)
    .innerJoin(frameSpecs, eq(frameSpecs.productId, products.id))
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(
      and(
        eq(products.type, 'eyeglasses'),
        eq(products.isActive, true),
        isNull(products.flashSalePriceCents),
        ne(frameSpecs.rim, 'rimless'),
        sql`${productVariants.stock} > 5`,
      ),
    )
    .limit(1);
  if (!row) throw new Error('no eyeglasses frame in stock');
  return row;
}

/** Walks the flow and submits; throws with the server's words when a call is refused. */
export async function addPrescriptionGlasses(headers: Headers, prescription: PrescriptionChoice) {
  const frame = await eyeglassesFrame();
  const choices: Choice[] = [
    await pick('lens_use', 'single_vision'),
    { type: 'prescription', value: prescription, price: 0 },
    await pick('add_ones', 'standard_coating'),
    await pick('lens_index', 'index_150'),
    await pick('lens_type', 'clear'),
  ];
  await submitLensChoices(headers, frame, choices);
  return frame;
}
