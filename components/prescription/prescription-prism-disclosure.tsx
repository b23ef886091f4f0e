import { FormField } from '@/components/content/form-field';
import {
  HORIZONTAL_BASES,
  VERTICAL_BASES,
  type PrismBaseField,
  type PrismField,
} from '@/lib/shop/prescription-details';
import { PRISM_OPTIONS } from './prescription-details-draft';
import { PrescriptionValueSelect, type PrescriptionInputs } from './prescription-value-select';
import styles from './prescription-fields.module.css';

type PrismInputs = PrescriptionInputs<PrismField | PrismBaseField>;

const ROWS = [
  { eye: 'od', direction: 'h', name: 'Right eye (OD), horizontal' },
  { eye: 'od', direction: 'v', name: 'Right eye (OD), vertical' },
  { eye: 'os', direction: 'h', name: 'Left eye (OS), horizontal' },
  { eye: 'os', direction: 'v', name: 'Left eye (OS), vertical' },
] as const;

const BASE_OPTIONS = {
  h: HORIZONTAL_BASES.map((base) => ({ value: base, label: `Base ${base}` })),
  v: VERTICAL_BASES.map((base) => ({ value: base, label: `Base ${base}` })),
} as const;

interface Props {
  inputs: PrismInputs;
  /** Open from the start: the prescription has a prism, or one of its fields has a problem. */
  open: boolean;
}

/**
 * Prism per eye and direction, each with its base (docs/product.md#prescription-details), behind a
 * disclosure: most prescriptions have none. It stays open while a prism field has a problem, so the
 * form can move focus to it.
 */
export function PrescriptionPrismDisclosure({ inputs, open }: Props) {
  return (
    <details
      className={styles.disclosure}
      open={open || undefined}
      data-testid={`${inputs.testIdPrefix}-prism`}
    >
      <summary className={styles.summary}>More: prism</summary>
      <p className={styles.aside}>
        Only if your prescription has a prism (Δ) column: the amount and its base.
      </p>
      {ROWS.map(({ eye, direction, name }) => {
        const amount = `${eye}_prism_${direction}` as const;
        const base = `${amount}_base` as const;
        return (
          <fieldset key={amount} className={styles.pair}>
            <legend className={styles.subLegend}>{name}</legend>
            <FormField id={`${inputs.idPrefix}-${amount}`} label="Prism" error={inputs.errors[amount]}>
              {(control) => (
                <PrescriptionValueSelect
                  field={amount}
                  options={PRISM_OPTIONS}
                  empty="None"
                  control={control}
                  inputs={inputs}
                />
              )}
            </FormField>
            <FormField id={`${inputs.idPrefix}-${base}`} label="Base" error={inputs.errors[base]}>
              {(control) => (
                <PrescriptionValueSelect
                  field={base}
                  options={BASE_OPTIONS[direction]}
                  empty="None"
                  control={control}
                  inputs={inputs}
                />
              )}
            </FormField>
          </fieldset>
        );
      })}
    </details>
  );
}
