import { FormField } from '@/components/content/form-field';
import {
  HORIZONTAL_BASES,
  VERTICAL_BASES,
  type PrismBaseField,
  type PrismField,
} from '@/lib/shop/prescription-details';
import type { ValueOption } from '@/lib/shop/prescription-values';
import { PrescriptionValueSelect, type PrescriptionInputs } from './prescription-value-select';
import styles from './prescription-fields.module.css';

type PrismInputField = PrismField | PrismBaseField;

const BASE_OPTIONS = {
  h: HORIZONTAL_BASES.map((base) => ({ value: base, label: `Base ${base}` })),
  v: VERTICAL_BASES.map((base) => ({ value: base, label: `Base ${base}` })),
} as const;
const DIRECTIONS = [
  ['h', 'Horizontal'],
  ['v', 'Vertical'],
] as const;

/**
 * One eye's prism (docs/product.md#prescription-details): a horizontal amount with its base in or
 * out, and a vertical one with its base up or down, each optional.
 */
export function PrescriptionPrismFields({
  eye,
  inputs,
  options,
}: {
  eye: 'od' | 'os';
  inputs: PrescriptionInputs<PrismInputField>;
  /** The amounts, 0.25 to 10.00 Δ. */
  options: readonly ValueOption[];
}) {
  const id = (field: PrismInputField) => `${inputs.idPrefix}-${field}`;
  return (
    <fieldset className={styles.group} data-testid={`${inputs.testIdPrefix}-prism-${eye}`}>
      <legend className={styles.legend}>Prism, {eye === 'od' ? 'right eye (OD)' : 'left eye (OS)'}</legend>
      <div className={styles.eyeFields}>
        {DIRECTIONS.map(([direction, name]) => {
          const amount = `${eye}_prism_${direction}` as const;
          const base = `${amount}_base` as const;
          return [
            <FormField
              key={amount}
              id={id(amount)}
              label={`${name} (Δ)`}
              hint={inputs.hints?.[amount]}
              error={inputs.errors[amount]}
            >
              {(control) => (
                <PrescriptionValueSelect
                  field={amount}
                  options={options}
                  empty="None"
                  control={control}
                  inputs={inputs}
                />
              )}
            </FormField>,
            <FormField
              key={base}
              id={id(base)}
              label={`${name} base`}
              hint={inputs.hints?.[base]}
              error={inputs.errors[base]}
            >
              {(control) => (
                <PrescriptionValueSelect
                  field={base}
                  options={BASE_OPTIONS[direction]}
                  empty="Choose"
                  control={control}
                  inputs={inputs}
                />
              )}
            </FormField>,
          ];
        })}
      </div>
    </fieldset>
  );
}
