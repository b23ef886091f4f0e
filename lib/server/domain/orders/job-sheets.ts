import { LAB_STAGE_NAMES } from '@/lib/shop/lab-stages';
import { prescriptionDetailLines } from '@/lib/shop/prescription-detail-lines';
import { orderStatusName, OrderStatus } from '@/lib/shop/order-status';
import type { StoredPrescriptionValues } from './tables';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { database } from '@/lib/server/platform/db';
import { jobSheetsPdf, type JobSheet, type JobSheetLine } from './job-sheet-pdf';
import { factsOf, linesOf, orderByNumber } from './operator-order-info';
import { linePrescriptionOf } from './prescription-lines';
import { pricedLineOf } from './stored-shapes';
import { storeSettingsNow } from '@/lib/server/domain/store-settings';

// The lab's job sheets of a selection of orders, one PDF (docs/operating.md#job-sheets). A sheet
// carries the prescription's values, so printing it is a reading of the prescription
// (docs/product.md#privacy): each order with one is written in the audit log as prescription.view,
// like the console's opening of it, before the file is made.

type LineRow = Awaited<ReturnType<typeof linesOf>>[number];

/** Dioptres with their sign and two decimals, degrees and millimetres as they are; "" when not given. */
const dioptres = (value: number | null) =>
  value === null ? '' : `${value > 0 ? '+' : ''}${value.toFixed(2)}`;
const plain = (value: number | null) => (value === null ? '' : String(value));

function pdOf(values: StoredPrescriptionValues): string {
  if (values.pd !== null) return `${values.pd} mm`;
  if (values.pd_right !== null || values.pd_left !== null)
    return `right ${plain(values.pd_right) || '-'} mm, left ${plain(values.pd_left) || '-'} mm`;
  return 'not given';
}

const SOURCES: Readonly<Record<string, string>> = {
  typed: 'typed by the shopper',
  saved: 'from the shopper’s saved prescriptions',
  image: 'from a photo',
};

function sheetLineOf(row: LineRow): JobSheetLine {
  const { lens, ...line } = pricedLineOf(row.line, row.lensRecord, row.id);
  const found = linePrescriptionOf(row);
  const values = found?.rx.values ?? null;
  return {
    name: line.name,
    colorName: line.colorName,
    sku: line.sku,
    quantity: line.quantity,
    lensUse: lens?.lensUse || null,
    lensOptions: [...(lens?.lens ?? []), ...(lens?.prescription ?? [])].map((item) => ({
      label: item.name,
      value: item.item,
    })),
    prescription: found && {
      source: SOURCES[found.rx.source] ?? found.rx.source,
      photoOnly: values === null,
      rows: values
        ? [
            {
              eye: 'OD (right)',
              sph: dioptres(values.od_sph),
              cyl: dioptres(values.od_cyl),
              axis: plain(values.od_axis),
              add: dioptres(values.od_add),
            },
            {
              eye: 'OS (left)',
              sph: dioptres(values.os_sph),
              cyl: dioptres(values.os_cyl),
              axis: plain(values.os_axis),
              add: dioptres(values.os_add),
            },
          ]
        : [],
      pd: values ? pdOf(values) : '',
      details: prescriptionDetailLines({
        details: found.rx.details,
        expiredConfirmed: found.rx.expiredConfirmed,
        pd: values,
        lensUse: lens?.lensUse ?? '',
      }).map(({ label, value }) => ({ label, value })),
    },
  };
}

/** POST /api/admin/orders/jobSheets: the PDF of the orders' sheets; 404 names an unknown order. */
export async function labJobSheets(
  input: { numbers: readonly string[] },
  actor: AuditActor,
  now = new Date(),
): Promise<{ pdf: Uint8Array; filename: string }> {
  const db = await database();
  const sheets: JobSheet[] = [];
  for (const number of new Set(input.numbers)) {
    const order = await orderByNumber(db, number);
    const lines = await linesOf(db, order.id);
    const facts = factsOf(order, lines);
    const withRx = lines.filter((line) => linePrescriptionOf(line) !== null).map((line) => line.id);
    if (withRx.length > 0)
      await recordAction(db, actor, {
        action: 'prescription.view',
        objectType: 'order',
        objectId: order.number,
        summary: `Printed the lab job sheet of order ${order.number}, with its prescription`,
        after: { lines: withRx, what: 'job sheet' },
      });
    sheets.push({
      number: order.number,
      paidAt: order.paidAt ? `${order.paidAt.toISOString().slice(0, 16).replace('T', ' ')} UTC` : 'not paid',
      shipTo: `${order.address.firstName} ${order.address.lastName}, ${order.address.countryName}`.trim(),
      shippingName: order.shippingName || order.shippingMethod,
      stage:
        order.status !== OrderStatus.NotShipped
          ? orderStatusName(order.status)
          : facts.labStage
            ? LAB_STAGE_NAMES[facts.labStage]
            : 'Waiting for its first stage',
      lines: lines.map(sheetLineOf),
    });
  }
  return {
    pdf: await jobSheetsPdf(sheets, now, storeSettingsNow().settings.shopName),
    filename: `job-sheets-${now.toISOString().slice(0, 10)}.pdf`,
  };
}
