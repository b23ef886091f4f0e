import { z } from 'zod';
import { FRAME_RIMS } from '@/lib/shop/frame-attributes';
import { LENS_RULE_CYLINDER_MAX, LENS_RULE_SPHERE_MAX } from '@/lib/shop/lens-graph-check';
import { LENS_FLOW_STEPS } from '@/lib/shop/lens-names';
import { rolesFor } from '@/lib/shop/staff-roles';
import type { CallContract } from '../../call';
import { defineCall, noInput } from '../../call';
import { integer, rowId } from '../../fields';
import { OPERATOR_TAG } from './fields';
import { shopText } from './product-fields';

// The console's lens options (docs/product.md#lens-options): the options of each step
// with their prices and rules, edited, enabled or disabled (never deleted: cart lines name them),
// ordered, and checked against the catalog. A price applies to the wizard's next answer; a cart
// line keeps the price it was added at.

const LENS_ROLES = rolesFor('catalog');

/** The dearest a lens option may cost, in US cents: $1,000. */
export const LENS_OPTION_PRICE_MAX_CENTS = 100_000;

const FRAME_TYPES = ['eyeglasses', 'sunglasses'] as const;

/** The rules of lib/shop/lens-graph.ts LensOptionRules; every field optional ("any"). */
const rulesShape = {
  frameTypes: z
    .array(z.enum(FRAME_TYPES, { error: 'Choose eyeglasses or sunglasses.' }))
    .min(1, 'Choose at least one frame type, or leave the rule out for any.')
    .max(2)
    .optional(),
  multifocalFrame: z.boolean().optional(),
  rims: z
    .array(z.enum(FRAME_RIMS, { error: 'Choose full-rim, semi-rimless or rimless.' }))
    .min(1, 'Choose at least one rim, or leave the rule out for any.')
    .max(3)
    .optional(),
  /** Hundredths of a dioptre, either sign. */
  maxSphere: integer(25, LENS_RULE_SPHERE_MAX).optional(),
  maxCylinder: integer(25, LENS_RULE_CYLINDER_MAX).optional(),
  addition: z.enum(['required', 'refused'], { error: 'Choose required or refused.' }).optional(),
};
export const lensOptionRulesSchema = z.strictObject(rulesShape);

const optionCode = z
  .string({ error: 'Give the option a code.' })
  .trim()
  .regex(/^[a-z][a-z0-9_]{1,39}$/, 'Use 2 to 40 small letters, digits or underscores, e.g. index_174.');

const useCode = z.string().regex(/^[a-z][a-z0-9_]{1,39}$/, 'Name lens uses by their codes.');

/** What an operator writes of an option (the step and code are fixed once it exists). */
const optionFields = {
  name: shopText('name', 60),
  description: shopText('description', 300, 0),
  priceCents: integer(0, LENS_OPTION_PRICE_MAX_CENTS),
  isDefault: z.boolean().default(false),
  /** The lens uses it is offered under; null for all. */
  forUses: z.array(useCode).min(1, 'Choose at least one lens use, or null for all.').max(20).nullable(),
  rules: lensOptionRulesSchema,
  /** lens_use only: the steps after it. */
  path: z.array(z.enum(LENS_FLOW_STEPS)).max(LENS_FLOW_STEPS.length).nullable().default(null),
};

export const adminLensOptionSchema = z.object({
  id: z.number().int(),
  step: z.enum(LENS_FLOW_STEPS),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  isDefault: z.boolean(),
  forUses: z.array(z.string()).nullable(),
  rules: z.object({ ...rulesShape, rims: z.array(z.string()).optional() }),
  path: z.array(z.enum(LENS_FLOW_STEPS)).nullable(),
  active: z.boolean(),
  sort: z.number().int(),
});
export type AdminLensOption = z.infer<typeof adminLensOptionSchema>;

export const adminLensStepSchema = z.object({
  key: z.enum(LENS_FLOW_STEPS),
  title: z.string(),
  options: z.array(adminLensOptionSchema),
});
export type AdminLensStep = z.infer<typeof adminLensStepSchema>;

const range = z.object({ min: z.number().int(), max: z.number().int() }).nullable();

export const lensOptionReachSchema = z.object({
  frames: z.object({
    total: z.number().int(),
    fits: z.number().int(),
    groups: z.array(
      z.object({
        type: z.enum(FRAME_TYPES),
        rim: z.string(),
        frames: z.number().int(),
        fits: z.number().int(),
      }),
    ),
    fitExamples: z.array(z.string()),
    missExamples: z.array(z.object({ code: z.string(), reason: z.string() })),
  }),
  prescriptions: z.object({
    sphere: range,
    cylinder: range,
    addition: z.enum(['required', 'refused', 'any']),
    uses: z.array(z.string()).nullable(),
  }),
});
export type LensOptionReachAnswer = z.infer<typeof lensOptionReachSchema>;

export const lensOptionListCall = defineCall({
  method: 'POST',
  path: '/api/admin/lensOptions/list',
  tag: OPERATOR_TAG,
  summary: 'The lens steps with all their options, on sale or not, in order.',
  description:
    'Every step of the lens flow with its options in the order the wizard shows them; `active` false for an option taken out of sale. Prices in US cents; rule powers in hundredths of a dioptre.',
  access: 'operator',
  roles: LENS_ROLES,
  input: noInput,
  output: z.object({ steps: z.array(adminLensStepSchema) }),
});

export const lensOptionUpdateCall = defineCall({
  method: 'POST',
  path: '/api/admin/lensOptions/update',
  tag: OPERATOR_TAG,
  summary: "Changes a lens option's name, description, price, recommendation, lens uses and rules.",
  description:
    "The wizard answers the new price and rules at once; a cart line already priced and a checkout snapshot keep the price they were made with. Code 422 with field messages for rules that do not hold together (an ADD rule outside the lens-use step, an unknown lens use, sphere or cylinder not in quarter dioptres); 404 for an unknown id. Audited with the option's before and after.",
  access: 'operator',
  roles: LENS_ROLES,
  input: z.strictObject({ id: rowId(), ...optionFields }),
  output: adminLensOptionSchema,
});

export const lensOptionCreateCall = defineCall({
  method: 'POST',
  path: '/api/admin/lensOptions/create',
  tag: OPERATOR_TAG,
  summary: 'Adds an option to a lens step, last in its order.',
  description:
    "The code is the option's stable name (single_vision, index_174 …), unique in the graph: a code in use answers 422 on `code`. A new lens use needs its `path`, the steps after it. The option is on sale at once unless `active` is false.",
  access: 'operator',
  roles: LENS_ROLES,
  input: z.strictObject({
    step: z.enum(LENS_FLOW_STEPS, { error: 'Choose the step.' }),
    code: optionCode,
    active: z.boolean().default(true),
    ...optionFields,
  }),
  output: adminLensOptionSchema,
});

export const lensOptionSetActiveCall = defineCall({
  method: 'POST',
  path: '/api/admin/lensOptions/setActive',
  tag: OPERATOR_TAG,
  summary: 'Puts a lens option on sale or takes it out of sale.',
  description:
    'An option out of sale is no longer offered by the wizard; it is never deleted, because cart lines and orders name it. A cart line that chose it asks the shopper to choose the lenses again. Setting the state it already has changes nothing.',
  access: 'operator',
  roles: LENS_ROLES,
  input: z.strictObject({ id: rowId(), active: z.boolean() }),
  output: adminLensOptionSchema,
});

export const lensOptionMoveCall = defineCall({
  method: 'POST',
  path: '/api/admin/lensOptions/move',
  tag: OPERATOR_TAG,
  summary: 'Moves a lens option one place up or down within its step.',
  description:
    'Answers the step with its options in the new order; the first cannot go up nor the last down.',
  access: 'operator',
  roles: LENS_ROLES,
  input: z.strictObject({ id: rowId(), direction: z.enum(['up', 'down']) }),
  output: adminLensStepSchema,
});

export const lensOptionCheckCall = defineCall({
  method: 'POST',
  path: '/api/admin/lensOptions/check',
  tag: OPERATOR_TAG,
  summary: 'Which catalog frames and which prescriptions a lens option applies to.',
  description:
    'The published frames counted by type and rim with how many the option fits (as the wizard decides, before a prescription is typed), a few examples of each side, and the sphere, cylinder, ADD and lens uses it is made for. `rules` and `forUses`, when given, are checked instead of the saved ones (a draft in the edit form).',
  access: 'operator',
  roles: LENS_ROLES,
  input: z.strictObject({
    id: rowId(),
    rules: lensOptionRulesSchema.optional(),
    forUses: optionFields.forUses.optional(),
  }),
  output: lensOptionReachSchema,
});

export const LENS_OPTION_CALLS: readonly CallContract[] = [
  lensOptionListCall,
  lensOptionCreateCall,
  lensOptionUpdateCall,
  lensOptionSetActiveCall,
  lensOptionMoveCall,
  lensOptionCheckCall,
];
