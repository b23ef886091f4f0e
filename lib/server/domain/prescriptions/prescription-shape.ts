import type { Prescription } from '@/lib/contract/calls/prescription';
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

const dioptres = (hundredths: number | null) => (hundredths === null ? null : powerNumber(hundredths));
const millimetres = (tenths: number | null) => (tenths === null ? null : pdNumber(tenths));

/**
 * A stored prescription as the API answers it: dioptres and millimetres, and the both-eyes warning
 * (docs/product.md#prescription-rules).
 */
export function toPrescription(row: PrescriptionRow): Prescription {
  const values = valuesOf(row);
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
    hasImage: row.imageKey !== null,
    warning: prescriptionWarning(values),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
