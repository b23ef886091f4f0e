import type { RulePrescription } from '@/lib/shop/lens-rules';
import type { PrescriptionValues } from '@/lib/shop/prescription-record';

/**
 * The typed prescription as the lens rules read it (hundredths), with the largest prism typed in
 * its details: what decides whether the optician confirms a measured PD (docs/product.md#pd-measure).
 */
export function rulePrescriptionOf(
  values: PrescriptionValues,
  prismTexts: readonly string[],
): RulePrescription {
  const prisms = prismTexts.map((text) => Math.round(Number(text) * 100)).filter((prism) => prism > 0);
  return {
    od_sph: values.od_sph,
    od_cyl: values.od_cyl,
    os_sph: values.os_sph,
    os_cyl: values.os_cyl,
    prism: prisms.length > 0 ? Math.max(...prisms) : null,
  };
}
