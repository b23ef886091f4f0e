import type { ResolvedPrescription } from '@/lib/shop/lens-selection';
import { hasDetails } from '@/lib/shop/prescription-detail-lines';
import type { CartLens } from '@/lib/server/domain/cart';

/**
 * A read prescription as a line's lens record keeps it, whether chosen in the wizard or sent after
 * ordering (docs/product.md#prescription-later): its values, where it came from, and its details
 * and expired confirmation for the optician (docs/product.md#prescription-details).
 */
export function storedPrescription(
  prescription: ResolvedPrescription,
): NonNullable<CartLens['prescription']> {
  return {
    source: prescription.source,
    values: prescription.values,
    savedId: prescription.savedId ?? null,
    imageKey: prescription.imageKey ?? null,
    ...(hasDetails(prescription.details) ? { details: { ...prescription.details } } : {}),
    ...(prescription.expiredConfirmed ? { expiredConfirmed: true } : {}),
  };
}
