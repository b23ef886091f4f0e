import type { LensOptionRules } from '@/lib/shop/lens-graph';
import type { LensFlowStep } from '@/lib/shop/lens-names';
import { powerText } from '@/lib/shop/prescription-values';

// The shop's default lens graph (docs/product.md#lens-options): what a shopper of a serious optical
// store expects, at prices in line with online opticians. Seeded once; an operator changes the
// rows afterwards and a restart never overwrites them.

export const LENS_STEPS: readonly { key: LensFlowStep; title: string }[] = [
  { key: 'lens_use', title: 'How will you use these glasses?' },
  { key: 'prescription', title: 'Your prescription' },
  { key: 'magnification', title: 'Choose your reading strength' },
  { key: 'add_ones', title: 'Protect your lenses' },
  { key: 'lens_index', title: 'Choose your lens thickness' },
  { key: 'lens_type', title: 'Choose your lens type' },
];

export interface SeedLensOption {
  code: string;
  name: string;
  description: string;
  priceCents: number;
  isDefault?: boolean;
  forUses?: string[];
  rules?: LensOptionRules;
  path?: LensFlowStep[];
}

const PRESCRIPTION_PATH: LensFlowStep[] = ['prescription', 'add_ones', 'lens_index', 'lens_type'];
const PLAIN_PATH: LensFlowStep[] = ['add_ones', 'lens_type'];
const EYEGLASSES: LensOptionRules = { frameTypes: ['eyeglasses'] };
const SUNGLASSES: LensOptionRules = { frameTypes: ['sunglasses'] };
/** Lens uses with clear lenses, and those with sun lenses. */
const CLEAR_USES = ['single_vision', 'progressive', 'bifocal', 'reading', 'non_prescription'];
const TINTED_USES = ['rx_tinted', 'plain_tinted'];
const POLARIZED_USES = ['rx_polarized', 'plain_polarized'];

const LENS_USES: SeedLensOption[] = [
  {
    code: 'single_vision',
    name: 'Single Vision',
    description: 'One prescription for distance or near, the most common lens.',
    priceCents: 0,
    rules: { ...EYEGLASSES, addition: 'refused' },
    path: PRESCRIPTION_PATH,
  },
  {
    code: 'progressive',
    name: 'Progressive',
    description: 'Distance, intermediate and near in one lens with no visible line.',
    priceCents: 8_900,
    rules: { ...EYEGLASSES, addition: 'required', multifocalFrame: true },
    path: PRESCRIPTION_PATH,
  },
  {
    code: 'bifocal',
    name: 'Bifocal',
    description: 'Distance on top and a reading segment below, with a visible line.',
    priceCents: 4_900,
    rules: { ...EYEGLASSES, addition: 'required', multifocalFrame: true },
    path: PRESCRIPTION_PATH,
  },
  {
    code: 'reading',
    name: 'Reading',
    description: 'Magnifying lenses for close-up work, no prescription needed.',
    priceCents: 0,
    rules: EYEGLASSES,
    path: ['magnification', 'add_ones', 'lens_type'],
  },
  {
    code: 'non_prescription',
    name: 'Non-Prescription',
    description: 'Clear lenses without correction, for style or screen protection.',
    priceCents: 0,
    rules: EYEGLASSES,
    path: PLAIN_PATH,
  },
  {
    code: 'rx_tinted',
    name: 'Prescription Tinted Sunglasses',
    description: 'Your prescription in a tinted sun lens with full UV protection.',
    priceCents: 2_900,
    rules: { ...SUNGLASSES, addition: 'refused' },
    path: PRESCRIPTION_PATH,
  },
  {
    code: 'rx_polarized',
    name: 'Prescription Polarized Sunglasses',
    description: 'Your prescription in a polarized lens that cuts glare from water and roads.',
    priceCents: 4_900,
    rules: { ...SUNGLASSES, addition: 'refused' },
    path: PRESCRIPTION_PATH,
  },
  {
    code: 'plain_tinted',
    name: 'Non-Prescription Tinted Sunglasses',
    description: 'Tinted sun lenses without correction, with full UV protection.',
    priceCents: 0,
    rules: SUNGLASSES,
    path: PLAIN_PATH,
  },
  {
    code: 'plain_polarized',
    name: 'Non-Prescription Polarized Sunglasses',
    description: 'Polarized sun lenses without correction.',
    priceCents: 2_500,
    rules: SUNGLASSES,
    path: PLAIN_PATH,
  },
];

/** docs/product.md#lens-options: magnification +0.25 to +4.00 in 0.25 steps. */
const MAGNIFICATIONS: SeedLensOption[] = Array.from({ length: 16 }, (_, index) => {
  const power = (index + 1) * 25;
  return {
    code: `magnification_${power}`,
    name: powerText(power),
    description:
      power <= 100 ? 'Light reading help.' : power <= 200 ? 'Everyday reading.' : 'Strong magnification.',
    priceCents: 0,
    // no default: a reading strength is the shopper's own (docs/product.md#lens-preselect)
    forUses: ['reading'],
  };
});

const ADD_ONS: SeedLensOption[] = [
  {
    code: 'standard_coating',
    name: 'Standard',
    description: 'Scratch-resistant coating and 100% UV protection.',
    priceCents: 0,
    isDefault: true,
  },
  {
    code: 'anti_reflective',
    name: 'Anti-Reflective',
    description: 'Cuts reflections and glare from screens and headlights.',
    priceCents: 1_500,
  },
  {
    code: 'premium_anti_reflective',
    name: 'Premium Anti-Reflective',
    description: 'Anti-reflective plus water, smudge and dust repellent layers.',
    priceCents: 2_900,
  },
];

/**
 * docs/product.md#lens-options: index 1.50 included, then 1.57, 1.61, 1.67 and 1.74 at rising
 * prices; stronger than ±4.00 SPH or |CYL| ≥ 3.00 needs a high index, and each index is made up to
 * its own strength. Which frames need a thinner index is a lens rule (docs/product.md#lens-rules).
 */
const INDEXES: SeedLensOption[] = [
  {
    code: 'index_150',
    name: '1.50 Standard',
    description: 'Included. For prescriptions up to ±4.00.',
    priceCents: 0,
    rules: { maxSphere: 400, maxCylinder: 275 },
  },
  {
    code: 'index_157',
    name: '1.57 Mid-Index',
    description: 'About 15% thinner than standard. Up to ±4.00.',
    priceCents: 1_900,
    rules: { maxSphere: 400, maxCylinder: 275 },
  },
  {
    code: 'index_161',
    name: '1.61 High-Index',
    description: 'About 25% thinner, light and impact-resistant. Up to ±8.00.',
    priceCents: 3_900,
    rules: { maxSphere: 800, maxCylinder: 600 },
  },
  {
    code: 'index_167',
    name: '1.67 High-Index',
    description: 'About 35% thinner, for strong prescriptions up to ±10.00.',
    priceCents: 6_900,
    rules: { maxSphere: 1_000, maxCylinder: 600 },
  },
  {
    code: 'index_174',
    name: '1.74 Ultra-Thin',
    description: 'The thinnest lens we make, for the strongest prescriptions.',
    priceCents: 10_900,
    rules: { maxSphere: 2_000, maxCylinder: 600 },
  },
];

const LENS_TYPES: SeedLensOption[] = [
  {
    code: 'clear',
    name: 'Clear',
    description: 'Clear lenses for every day.',
    priceCents: 0,
    isDefault: true,
    forUses: CLEAR_USES,
  },
  {
    code: 'blue_light',
    name: 'Blue-Light Filtering',
    description: 'Filters part of the blue light from screens, nearly clear.',
    priceCents: 1_900,
    forUses: CLEAR_USES,
  },
  {
    code: 'photochromic',
    name: 'Light-Responsive',
    description: 'Clear indoors, darkens to grey in sunlight.',
    priceCents: 5_900,
    forUses: CLEAR_USES,
  },
  {
    code: 'sun_tint',
    name: 'Sun Tint',
    description: 'A grey tint that turns your frame into sunglasses.',
    priceCents: 2_900,
    // a tint across a progressive or bifocal reading zone darkens close work: not offered there
    forUses: ['single_vision', 'reading', 'non_prescription'],
  },
  // Sun lenses: the lens use already says the tint (docs/product.md#lens-flow shows the four sun
  // uses as "… Tinted Grey", "… Polarized Grey"), so this step never asks a tint colour again: it
  // offers finishes of that grey lens. Codes of the first seeding are kept where the lens is the
  // same (tint_grey, tint_gradient, polarized_grey, polarized_blue_mirror).
  {
    code: 'tint_grey',
    name: 'Solid',
    description: 'Even grey from top to bottom, true colours.',
    priceCents: 0,
    isDefault: true,
    forUses: TINTED_USES,
  },
  {
    code: 'tint_gradient',
    name: 'Gradient',
    description: 'Dark at the top, lighter below for driving and reading.',
    priceCents: 1_000,
    forUses: TINTED_USES,
  },
  {
    code: 'tint_blue_mirror',
    name: 'Blue Mirror',
    description: 'The grey lens with a blue mirror finish outside.',
    priceCents: 1_500,
    forUses: TINTED_USES,
  },
  {
    code: 'tint_silver_mirror',
    name: 'Silver Mirror',
    description: 'The grey lens with a silver mirror finish outside.',
    priceCents: 1_500,
    forUses: TINTED_USES,
  },
  {
    code: 'polarized_grey',
    name: 'Solid',
    description: 'Polarized grey that cuts glare, true colours.',
    priceCents: 0,
    isDefault: true,
    forUses: POLARIZED_USES,
  },
  {
    code: 'polarized_blue_mirror',
    name: 'Blue Mirror',
    description: 'Polarized grey with a blue mirror finish outside.',
    priceCents: 1_500,
    forUses: POLARIZED_USES,
  },
  {
    code: 'polarized_silver_mirror',
    name: 'Silver Mirror',
    description: 'Polarized grey with a silver mirror finish outside.',
    priceCents: 1_500,
    forUses: POLARIZED_USES,
  },
];

export const LENS_OPTIONS: readonly [LensFlowStep, SeedLensOption[]][] = [
  ['lens_use', LENS_USES],
  ['magnification', MAGNIFICATIONS],
  ['add_ones', ADD_ONS],
  ['lens_index', INDEXES],
  ['lens_type', LENS_TYPES],
];
