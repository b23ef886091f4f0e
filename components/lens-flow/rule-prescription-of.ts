import type { RulePrescription } from '@/lib/shop/lens-rules';
import { PRISM_FIELDS } from '@/lib/shop/prescription-details';
import { readPrescription } from '@/lib/shop/prescription-record';
import { typedValuesOf, type Addition, type PdMode, type TypedDraft } from './prescription-choice';
import type { DetailsText } from './prescription-details-form';

/**
 * The typed prescription as the lens rules read it (hundredths), with the largest prism typed in
 * its details: what decides whether the optician confirms a measured PD (docs/product.md#pd-measure).
 */
export function rulePrescriptionOf(
  typed: { draft: TypedDraft; pdMode: PdMode },
  addition: Addition,
  details: DetailsText,
): RulePrescription {
  const values = readPrescription(typedValuesOf(typed.draft, addition, typed.pdMode)).values;
  const prisms = PRISM_FIELDS.map((field) => Math.round(Number(details[field]) * 100)).filter(
    (prism) => prism > 0,
  );
  return {
    od_sph: values.od_sph,
    od_cyl: values.od_cyl,
    os_sph: values.os_sph,
    os_cyl: values.os_cyl,
    prism: prisms.length > 0 ? Math.max(...prisms) : null,
  };
}
