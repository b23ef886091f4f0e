import type { FieldControlProps } from '@/components/content/form-field';
import type { PrescriptionField } from '@/lib/shop/prescription-record';
import type { ValueOption } from '@/lib/shop/prescription-values';
import type { TypedDraft } from './prescription-choice';

export interface ValueSelectProps {
  draft: TypedDraft;
  onField: (field: PrescriptionField, value: string) => void;
}

/** A select of the shop's steps (lib/shop/prescription-values.ts), with an empty first choice. */
export function ValueSelect({
  field,
  options,
  empty,
  control,
  draft,
  onField,
}: ValueSelectProps & {
  field: PrescriptionField;
  options: readonly ValueOption[];
  empty: string;
  control: FieldControlProps;
}) {
  return (
    <select
      {...control}
      name={field}
      value={draft[field]}
      onChange={(event) => onField(field, event.target.value)}
      data-testid={`rx-${field}`}
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
