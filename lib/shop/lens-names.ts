// Display names in the lens-ordering flow (docs/product.md#lens-flow).

// the lens-flow steps in order
export const LENS_FLOW_STEPS = [
  'lens_use',
  'prescription',
  'magnification',
  'add_ones',
  'lens_index',
  'lens_type',
] as const;
export type LensFlowStep = (typeof LENS_FLOW_STEPS)[number];

const LENS_OPTION_NAMES: Readonly<Record<LensFlowStep, string>> = {
  lens_use: 'Prescription Type',
  prescription: 'config',
  magnification: 'magnification',
  add_ones: 'Additional Price',
  lens_index: 'Lens Index',
  lens_type: 'Lens Type',
};

export function isLensFlowStep(value: unknown): value is LensFlowStep {
  return typeof value === 'string' && (LENS_FLOW_STEPS as readonly string[]).includes(value);
}

// lens option keys and their display names; any other key is "lens"
export function lensOptionName(key: string): string {
  return isLensFlowStep(key) ? LENS_OPTION_NAMES[key] : 'lens';
}

const GREY_LENS_USES: readonly string[] = [
  'Prescription Tinted',
  'Prescription Polarized',
  'Non-Prescription Tinted',
  'Non-Prescription Polarized',
];

// these four lens uses are displayed with the word Sunglasses replaced by Grey; the rule lets the
// names arrive with or without the trailing "Sunglasses", so both read "… Grey"
export function lensUseDisplayName(name: string): string {
  const base = name.replace(/ Sunglasses$/, '');
  return GREY_LENS_USES.includes(base) ? `${base} Grey` : name;
}

const LENS_STEP_LABELS: Readonly<Record<LensFlowStep, string>> = {
  lens_use: 'Lens use',
  prescription: 'Prescription',
  magnification: 'Reading strength',
  add_ones: 'Coatings',
  lens_index: 'Thickness',
  lens_type: 'Lens type',
};

/**
 * A step's short name in the wizard's progress ("Step 2 of 5 · Prescription"): shopper words, where
 * the display names ("config", "Additional Price") stay the summary's group labels.
 */
export function lensStepLabel(key: LensFlowStep): string {
  return LENS_STEP_LABELS[key];
}
