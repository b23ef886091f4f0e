import { FormField } from '@/components/content/form-field';
import { NEAR_PD_OPTIONS } from './prescription-details-draft';
import { PrescriptionValueSelect, type PrescriptionInputs } from './prescription-value-select';

interface Props {
  inputs: PrescriptionInputs<'near_pd'>;
  /** The near PD the shop works out from the distance PD ("60"), or null without a PD. */
  workedOut: string | null;
}

/**
 * The near (reading) PD, when the prescription states one (docs/product.md#prescription-details);
 * left empty, the shop works one out from the distance PD, and says so.
 */
export function PrescriptionNearPdField({ inputs, workedOut }: Props) {
  const hint =
    inputs.values.near_pd === '' && workedOut
      ? `${workedOut} mm, worked out from your PD`
      : 'Only if your prescription gives a PD for reading.';
  return (
    <FormField
      id={`${inputs.idPrefix}-near_pd`}
      label="Near PD (mm)"
      labelNote="(optional)"
      hint={<span data-testid={`${inputs.testIdPrefix}-near_pd-hint`}>{hint}</span>}
      error={inputs.errors.near_pd}
    >
      {(control) => (
        <PrescriptionValueSelect
          field="near_pd"
          options={NEAR_PD_OPTIONS}
          empty={workedOut ? `Worked out (${workedOut})` : 'Not given'}
          control={control}
          inputs={inputs}
        />
      )}
    </FormField>
  );
}
