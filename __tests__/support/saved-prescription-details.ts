import type { Prescription } from '@/lib/contract/calls/prescription';

/** The details part of a saved prescription's answer when it states none (docs/product.md#prescription-details). */
export const NO_SAVED_DETAILS = {
  od_prism_h: null,
  od_prism_h_base: null,
  od_prism_v: null,
  od_prism_v_base: null,
  os_prism_h: null,
  os_prism_h_base: null,
  os_prism_v: null,
  os_prism_v_base: null,
  near_pd: null,
  near_pd_computed: false,
  exam_date: null,
  expiry_date: null,
  expiry_computed: false,
  expired: false,
  prescriber_name: null,
  prescriber_licence: null,
  wearer_name: null,
} satisfies Partial<Prescription>;
