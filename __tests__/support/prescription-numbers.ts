import type { PrescriptionNumbers } from '@/lib/shop/order-lens-details';

/** A line's prescription numbers with every value absent. */
export const NO_NUMBERS: PrescriptionNumbers = {
  od_sph: null,
  od_cyl: null,
  od_axis: null,
  od_add: null,
  os_sph: null,
  os_cyl: null,
  os_axis: null,
  os_add: null,
  pd: null,
  pd_right: null,
  pd_left: null,
};

/** Prescription numbers with the given values and the rest absent. */
export const rxNumbers = (values: Partial<PrescriptionNumbers>): PrescriptionNumbers => ({
  ...NO_NUMBERS,
  ...values,
});
