import { z } from 'zod';
import { FRAME_RIMS } from '@/lib/shop/frame-attributes';
import { rolesFor } from '@/lib/shop/staff-roles';
import type { CallContract } from '../../call';
import { defineCall, noInput } from '../../call';
import { integer } from '../../fields';
import { OPERATOR_TAG } from './fields';

// The console's lens rules (docs/product.md#lens-rules, docs/operating.md#lens-rules): the
// recommended index by power, the index a strong prescription or a rimless frame needs, the lens
// height of multifocal frames and the lab's range. Powers in hundredths of a dioptre, indexes in
// hundredths (161 is 1.61), heights in millimetres. The wizard and add-to-cart follow an edit at once.

const RULE_ROLES = rolesFor('catalog');

const power = (min: number, max: number) => integer(min, max);
const lensIndex = integer(140, 190);

const indexByPower = z.strictObject({
  bands: z
    .array(z.strictObject({ upTo: power(25, 2_000).nullable(), index: lensIndex }))
    .min(1, 'Give at least one band.')
    .max(8, 'At most 8 bands.'),
});
const requiredIndex = z.strictObject({ fromPower: power(25, 2_000), minIndex: lensIndex });
const rimIndex = z.strictObject({
  rims: z.array(z.enum(FRAME_RIMS, { error: 'Choose full-rim, semi-rimless or rimless.' })).max(3),
  minIndex: lensIndex,
});
const multifocalHeight = z.strictObject({ minLensHeightMm: integer(10, 60) });
const labRange = z.strictObject({
  minSphere: power(-2_000, 0),
  maxSphere: power(0, 1_200),
  maxCylinder: power(0, 600),
  flagPrism: z.boolean(),
});

export const lensRulesSchema = z.object({
  indexByPower,
  requiredIndex,
  rimIndex,
  multifocalHeight,
  labRange,
});

export const lensRuleListCall = defineCall({
  method: 'POST',
  path: '/api/admin/lensRules/list',
  tag: OPERATOR_TAG,
  summary: 'The lens rules driven by the prescription and the frame.',
  description:
    'The recommended index by the stronger meridian (bands of power), the index required from a power on, the index rimless frames need, the lens height of progressive and bifocal frames, and the lab range beyond which a prescription is flagged. Powers and indexes in hundredths, heights in mm.',
  access: 'operator',
  roles: RULE_ROLES,
  input: noInput,
  output: z.object({ rules: lensRulesSchema }),
});

export const lensRuleUpdateCall = defineCall({
  method: 'POST',
  path: '/api/admin/lensRules/update',
  tag: OPERATOR_TAG,
  summary: 'Changes one lens rule.',
  description:
    'Names the rule by `key` and gives its whole new `value`; the wizard, add-to-cart and the console preview follow it at once. Code 422 with field messages for values out of range or that do not hold together (bands that do not rise, an open band that is not last, powers not in quarter dioptres). Audited with the rule before and after.',
  access: 'operator',
  roles: RULE_ROLES,
  input: z.discriminatedUnion(
    'key',
    [
      z.strictObject({ key: z.literal('indexByPower'), value: indexByPower }),
      z.strictObject({ key: z.literal('requiredIndex'), value: requiredIndex }),
      z.strictObject({ key: z.literal('rimIndex'), value: rimIndex }),
      z.strictObject({ key: z.literal('multifocalHeight'), value: multifocalHeight }),
      z.strictObject({ key: z.literal('labRange'), value: labRange }),
    ],
    { error: 'Choose a lens rule: indexByPower, requiredIndex, rimIndex, multifocalHeight or labRange.' },
  ),
  output: z.object({ rules: lensRulesSchema }),
});

const reachSchema = z.object({
  frames: z.number().int(),
  hit: z.number().int(),
  examples: z.array(z.object({ code: z.string(), reason: z.string() })),
  powers: z.array(z.object({ power: z.number().int(), words: z.string() })),
});

export const lensRulePreviewCall = defineCall({
  method: 'POST',
  path: '/api/admin/lensRules/preview',
  tag: OPERATOR_TAG,
  summary: 'Which frames and which powers each lens rule hits.',
  description:
    'For each rule, how many published frames it applies to (a rimless frame, a frame too shallow for multifocals) with a few examples and the reason the wizard gives, and what it says at sample powers. `rules`, when given, are previewed instead of the saved ones (a draft in the edit form).',
  access: 'operator',
  roles: RULE_ROLES,
  input: z.strictObject({ rules: lensRulesSchema.optional() }),
  output: z.object({
    indexByPower: reachSchema,
    requiredIndex: reachSchema,
    rimIndex: reachSchema,
    multifocalHeight: reachSchema,
    labRange: reachSchema,
  }),
});
export type LensRuleReachAnswer = z.infer<typeof lensRulePreviewCall.output>;

export const LENS_RULE_CALLS: readonly CallContract[] = [
  lensRuleListCall,
  lensRuleUpdateCall,
  lensRulePreviewCall,
];
