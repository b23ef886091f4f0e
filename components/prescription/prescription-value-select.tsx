import type { FieldControlProps } from '@/components/content/form-field';
import type { ValueOption } from '@/lib/shop/prescription-values';

/**
 * How a prescription form hands its fields to the shared inputs: the account's prescription book
 * and the lens wizard's prescription step keep their values differently, and name their test ids
 * apart (`prescription-…` and `rx-…`), but show the same selects.
 */
export interface PrescriptionInputs<F extends string> {
  idPrefix: string;
  testIdPrefix: string;
  values: Readonly<Record<F, string>>;
  errors: Partial<Record<F, string>>;
  change: (field: F, value: string) => void;
  /** A note under a field, such as "Read from your photo: please check". */
  hints?: Partial<Record<F, string>>;
  /** Lets the form move focus to the first field with a problem. */
  register?: (field: F) => (element: HTMLInputElement | HTMLSelectElement | null) => void;
}

/** A select of the shop's steps (lib/shop/prescription-values.ts), with an empty first choice. */
export function PrescriptionValueSelect<F extends string>({
  field,
  options,
  empty,
  control,
  inputs,
}: {
  field: F;
  options: readonly ValueOption[];
  empty: string;
  control: FieldControlProps;
  inputs: PrescriptionInputs<F>;
}) {
  return (
    <select
      {...control}
      ref={inputs.register?.(field)}
      name={field}
      value={inputs.values[field]}
      onChange={(event) => inputs.change(field, event.target.value)}
      data-testid={`${inputs.testIdPrefix}-${field}`}
    >
      <option value="">{empty}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
