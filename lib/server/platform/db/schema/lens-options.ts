import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LensOptionRules } from '@/lib/shop/lens-graph';

/**
 * The steps of the lens flow (docs/product.md#lens-flow). Seeded; an operator may retitle them.
 * The ids are the flow's step_id.
 */
export const lensSteps = pgTable('lens_steps', {
  id: serial('id').primaryKey(),
  /**
   * Lens option key (docs/product.md#lens-flow): lens_use, prescription, magnification, add_ones,
   * lens_index, lens_type
   */
  key: text('key').notNull().unique(),
  title: text('title').notNull(),
  sort: smallint('sort').notNull(),
});

/**
 * The choices of each step with their prices (US cents) and the rules of where they apply
 * (lib/shop/lens-graph.ts). An operator changes options and prices here without code; an option
 * taken out of sale is made inactive, never deleted, because cart lines name it.
 */
export const lensOptions = pgTable(
  'lens_options',
  {
    id: serial('id').primaryKey(),
    stepKey: text('step_key')
      .notNull()
      .references(() => lensSteps.key, { onUpdate: 'cascade' }),
    /** Stable name: single_vision, index_161, blue_light … */
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** The lens uses (codes) the option is offered under; null for all. */
    forUses: text('for_uses').array(),
    rules: jsonb('rules').$type<LensOptionRules>().notNull().default({}),
    /** lens_use only: the steps after it. */
    path: text('path').array(),
    isActive: boolean('is_active').notNull().default(true),
    sort: smallint('sort').notNull(),
  },
  (t) => [
    uniqueIndex('lens_options_code_key').on(t.code),
    index('lens_options_step_idx').on(t.stepKey, t.sort),
    check('lens_options_price_check', sql`${t.priceCents} >= 0`),
  ],
);
