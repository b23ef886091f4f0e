import { addYears } from '@/lib/shop/prescription-details';

// A saved prescription's fields as /api/prescription/save takes them, stating every detail
// (docs/product.md#prescription-details), with dates around today.

export type Fields = Record<string, string | number | null>;

export const today = new Date().toISOString().slice(0, 10);
export const yearsAgo = (years: number) => addYears(today, -years);

/** A prescription that states every detail. */
export const WHOLE: Fields = {
  name: 'Whole 2026',
  od_sph: '-2.25',
  od_cyl: '-0.75',
  od_axis: 90,
  od_add: '+1.50',
  os_sph: '-2.00',
  os_add: '+1.50',
  pd: '63',
  od_prism_h: '1.50',
  od_prism_h_base: 'in',
  od_prism_v: 0.5,
  od_prism_v_base: 'up',
  os_prism_h: '2',
  os_prism_h_base: 'out',
  os_prism_v: '0.75',
  os_prism_v_base: 'down',
  near_pd: '59.5',
  exam_date: yearsAgo(1),
  expiry_date: addYears(today, 1),
  prescriber_name: 'Dr. Ada Lee',
  prescriber_licence: 'GOC-01-23456',
  wearer_name: 'Sam Lee',
  note: 'Reading at the desk.\nNo tint.',
};
