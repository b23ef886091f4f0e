import type { Prescription } from '@/lib/contract/calls/prescription';
import type { HorizontalBase, PrescriptionDetails, VerticalBase } from '@/lib/shop/prescription-details';
import { workedOutDetails } from '@/lib/shop/prescription-kept-details';
import { prescriptionWarning, type PrescriptionValues } from '@/lib/shop/prescription-record';
import { pdNumber, powerNumber } from '@/lib/shop/prescription-values';
import type { prescriptions } from './tables';

export type PrescriptionRow = typeof prescriptions.$inferSelect;

/** The typed values of a stored prescription, in the units lib/shop/prescription-record.ts keeps. */
export function valuesOf(row: PrescriptionRow): PrescriptionValues {
  return {
    od_sph: row.odSph,
    od_cyl: row.odCyl,
    od_axis: row.odAxis,
    od_add: row.odAdd,
    os_sph: row.osSph,
    os_cyl: row.osCyl,
    os_axis: row.osAxis,
    os_add: row.osAdd,
    pd: row.pd,
    pd_right: row.pdRight,
    pd_left: row.pdLeft,
  };
}

/** Typed values as the table's columns. */
export function columnsOf(values: PrescriptionValues) {
  return {
    odSph: values.od_sph,
    odCyl: values.od_cyl,
    odAxis: values.od_axis,
    odAdd: values.od_add,
    osSph: values.os_sph,
    osCyl: values.os_cyl,
    osAxis: values.os_axis,
    osAdd: values.os_add,
    pd: values.pd,
    pdRight: values.pd_right,
    pdLeft: values.pd_left,
  };
}

// The bases are written only from readPrescriptionDetails, so a stored one is one of its words.
const horizontal = (base: string | null) => base as HorizontalBase | null;
const vertical = (base: string | null) => base as VerticalBase | null;

/** The details a stored prescription states (lib/shop/prescription-kept-details.ts): no default expiry. */
export function detailsOf(row: PrescriptionRow): PrescriptionDetails {
  return {
    od_prism_h: row.odPrismH,
    od_prism_h_base: horizontal(row.odPrismHBase),
    od_prism_v: row.odPrismV,
    od_prism_v_base: vertical(row.odPrismVBase),
    os_prism_h: row.osPrismH,
    os_prism_h_base: horizontal(row.osPrismHBase),
    os_prism_v: row.osPrismV,
    os_prism_v_base: vertical(row.osPrismVBase),
    near_pd: row.nearPd,
    exam_date: row.examDate,
    expiry_date: row.expiryDate,
    prescriber_name: row.prescriberName,
    prescriber_licence: row.prescriberLicence,
    wearer_name: row.wearerName,
    note: row.note,
  };
}

/** Stated details as the table's columns. */
export function detailColumnsOf(details: PrescriptionDetails) {
  return {
    odPrismH: details.od_prism_h,
    odPrismHBase: details.od_prism_h_base,
    odPrismV: details.od_prism_v,
    odPrismVBase: details.od_prism_v_base,
    osPrismH: details.os_prism_h,
    osPrismHBase: details.os_prism_h_base,
    osPrismV: details.os_prism_v,
    osPrismVBase: details.os_prism_v_base,
    nearPd: details.near_pd,
    examDate: details.exam_date,
    expiryDate: details.expiry_date,
    prescriberName: details.prescriber_name,
    prescriberLicence: details.prescriber_licence,
    wearerName: details.wearer_name,
    note: details.note,
  };
}

/** What the answer works out: today (YYYY-MM-DD) and the shop's validity in years. */
export interface ReadRules {
  today: string;
  validYears: number;
}

const dioptres = (hundredths: number | null) => (hundredths === null ? null : powerNumber(hundredths));
const millimetres = (tenths: number | null) => (tenths === null ? null : pdNumber(tenths));
const prism = (hundredths: number | null) => (hundredths === null ? null : powerNumber(hundredths));

/**
 * A stored prescription as the API answers it: dioptres and millimetres, and the both-eyes warning
 * (docs/product.md#prescription-rules); the details with the near PD and expiry worked out
 * (docs/product.md#prescription-details).
 */
export function toPrescription(row: PrescriptionRow, rules: ReadRules): Prescription {
  const values = valuesOf(row);
  const details = detailsOf(row);
  const worked = workedOutDetails(values, details, rules);
  return {
    id: row.id,
    name: row.name,
    note: row.note ?? '',
    od_sph: dioptres(values.od_sph),
    od_cyl: dioptres(values.od_cyl),
    od_axis: values.od_axis,
    od_add: dioptres(values.od_add),
    os_sph: dioptres(values.os_sph),
    os_cyl: dioptres(values.os_cyl),
    os_axis: values.os_axis,
    os_add: dioptres(values.os_add),
    pd: millimetres(values.pd),
    pd_right: millimetres(values.pd_right),
    pd_left: millimetres(values.pd_left),
    od_prism_h: prism(details.od_prism_h),
    od_prism_h_base: details.od_prism_h_base,
    od_prism_v: prism(details.od_prism_v),
    od_prism_v_base: details.od_prism_v_base,
    os_prism_h: prism(details.os_prism_h),
    os_prism_h_base: details.os_prism_h_base,
    os_prism_v: prism(details.os_prism_v),
    os_prism_v_base: details.os_prism_v_base,
    near_pd: millimetres(worked.nearPd?.tenths ?? null),
    near_pd_computed: worked.nearPd?.computed ?? false,
    exam_date: details.exam_date,
    expiry_date: worked.expiryDate,
    expiry_computed: worked.expiryComputed,
    expired: worked.expired,
    prescriber_name: details.prescriber_name,
    prescriber_licence: details.prescriber_licence,
    wearer_name: details.wearer_name,
    hasImage: row.imageKey !== null,
    warning: prescriptionWarning(values),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
