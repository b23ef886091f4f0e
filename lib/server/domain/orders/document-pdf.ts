import bwipjs from 'bwip-js/node';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import {
  ELIGIBILITY_MARKS,
  type InvoiceLine,
  type InvoiceRow,
  type PackingLine,
} from '@/lib/shop/invoice-lines';
import { A4, DocumentWriter, MARGIN } from './document-pdf-writer';

// The order's printed documents drawn as PDF pages (docs/operating.md#documents): the invoice
// (which doubles as the itemised receipt an FSA/HSA or out-of-network claim asks for,
// docs/product.md#invoice-pdf), the packing slip (no prices) and the return label page with the
// order number as a Code 128 barcode. Several orders make one file, each starting on its own page.

export type DocumentKind = 'invoice' | 'packingSlip' | 'returnLabel';

export interface DocumentShop {
  name: string;
  email: string;
  phone: string;
  /** The shop's postal address, a line each; empty when the owner has not given one. */
  address: readonly string[];
}

/** What the documents of one order say, already worded and formatted. */
export interface OrderDocument {
  number: string;
  placedOn: string;
  email: string;
  /** The address's lines: the name first. */
  shipTo: readonly string[];
  shippingName: string;
  invoiceLines: readonly InvoiceLine[];
  packingLines: readonly PackingLine[];
  totals: readonly InvoiceRow[];
  /** What the eligible lines come to; null when none is. */
  eligibleAmount: string | null;
  payment: string;
  refunds: readonly string[];
}

const TITLES: Readonly<Record<DocumentKind, string>> = {
  invoice: 'Invoice',
  packingSlip: 'Packing slip',
  returnLabel: 'Return label',
};

function head(writer: DocumentWriter, shop: DocumentShop, title: string) {
  writer.text(shop.name, { size: 14, bold: true });
  for (const line of shop.address) writer.text(line, { muted: true });
  writer.text([shop.email, shop.phone].filter(Boolean).join('    '), { muted: true });
  writer.gap(10);
  writer.text(title, { size: 20, bold: true });
}

function drawInvoice(writer: DocumentWriter, shop: DocumentShop, order: OrderDocument) {
  head(writer, shop, `Invoice ${order.number}`);
  writer.text(`Order number: ${order.number}`);
  writer.text(`Order date: ${order.placedOn}`);
  writer.text(`E-mail: ${order.email}`);
  writer.gap(8);
  writer.columns([
    { heading: 'Bill to', lines: order.shipTo },
    { heading: 'Ship to', lines: [...order.shipTo, order.shippingName] },
  ]);
  writer.rule();
  order.invoiceLines.forEach((line, index) => {
    writer.gap(4);
    writer.amountRow(`${index + 1}. ${line.title}  x${line.quantity}`, line.total, { bold: true });
    if (line.detail) writer.text(line.detail, { muted: true, x: MARGIN + 12 });
    for (const row of line.rows) writer.amountRow(row.label, row.amount, { x: MARGIN + 12 });
    if (line.discount) writer.amountRow('Second frame offer', line.discount, { x: MARGIN + 12 });
    writer.text(ELIGIBILITY_MARKS[line.eligibility], {
      x: MARGIN + 12,
      bold: line.eligibility === 'eligible',
    });
    if (line.wearer) writer.text(`Wearer (patient): ${line.wearer}`, { x: MARGIN + 12 });
  });
  writer.rule();
  for (const row of order.totals) writer.amountRow(row.label, row.amount, { bold: row.label === 'Total' });
  if (order.eligibleAmount)
    writer.amountRow('FSA/HSA eligible items (before an order-wide coupon)', order.eligibleAmount);
  writer.gap(8);
  writer.text('Payment', { bold: true });
  writer.text(order.payment);
  if (order.refunds.length > 0) {
    writer.gap(4);
    writer.text('Refunds', { bold: true });
    for (const refund of order.refunds) writer.text(refund);
  }
  writer.gap(8);
  writer.paragraph(
    'Itemised receipt: prescription glasses and prescription lenses are marked as FSA/HSA eligible; keep it with your prescription for a flexible spending, health savings or out-of-network vision claim. Charged in US dollars.',
    { muted: true, size: 8 },
  );
}

function drawPackingSlip(writer: DocumentWriter, shop: DocumentShop, order: OrderDocument) {
  head(writer, shop, `Packing slip ${order.number}`);
  writer.text(`Order number: ${order.number}`);
  writer.text(`Order date: ${order.placedOn}`);
  writer.gap(8);
  writer.columns([{ heading: 'Ship to', lines: [...order.shipTo, order.shippingName] }]);
  writer.rule();
  writer.amountRow('Item', 'Quantity', { bold: true });
  for (const line of order.packingLines) {
    writer.gap(4);
    writer.amountRow(line.title, String(line.quantity), { bold: true });
    if (line.detail) writer.text(line.detail, { muted: true, x: MARGIN + 12 });
    if (line.lenses) writer.paragraph(line.lenses, { x: MARGIN + 12 });
  }
  writer.rule();
  const count = order.packingLines.reduce((sum, line) => sum + line.quantity, 0);
  writer.amountRow('Items in the parcel', String(count), { bold: true });
}

/** The order number as a Code 128 barcode, a PNG drawn by bwip-js. */
async function barcodeOf(doc: PDFDocument, number: string) {
  const png = await bwipjs.toBuffer({ bcid: 'code128', text: number, scale: 3, height: 14 });
  return doc.embedPng(png);
}

async function drawReturnLabel(
  doc: PDFDocument,
  writer: DocumentWriter,
  shop: DocumentShop,
  order: OrderDocument,
) {
  head(writer, shop, `Return label ${order.number}`);
  writer.gap(12);
  writer.text('Send the parcel to', { bold: true });
  const address = shop.address.length > 0 ? shop.address : ['(the shop has not given its address yet)'];
  for (const line of [shop.name, ...address]) writer.text(line, { size: 16, x: MARGIN + 12 });
  writer.gap(12);
  writer.text('From', { bold: true });
  for (const line of order.shipTo) writer.text(line, { x: MARGIN + 12 });
  writer.gap(16);
  writer.text(`Order ${order.number}`, { size: 14, bold: true });
  const image = await barcodeOf(doc, order.number);
  const width = Math.min(A4[0] - 2 * MARGIN, image.width / 2);
  const height = (image.height / image.width) * width;
  writer.below(height + 8);
  writer.current.drawImage(image, { x: MARGIN, y: writer.top, width, height });
  writer.gap(8);
  writer.paragraph(
    'Put this page inside the parcel, or tape it on: the barcode tells us which order comes back. Returns are accepted as the returns policy says.',
    { muted: true },
  );
}

/** One kind of document for each order, in the order given, as one PDF file. */
export async function orderDocumentsPdf(
  kind: DocumentKind,
  orders: readonly OrderDocument[],
  shop: DocumentShop,
  madeAt: Date,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${shop.name} ${TITLES[kind].toLowerCase()}s (${orders.length})`);
  doc.setCreator(shop.name);
  doc.setCreationDate(madeAt);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (const order of orders) {
    const writer = new DocumentWriter(doc, font, bold, `${TITLES[kind]} ${order.number}`);
    if (kind === 'invoice') drawInvoice(writer, shop, order);
    else if (kind === 'packingSlip') drawPackingSlip(writer, shop, order);
    else await drawReturnLabel(doc, writer, shop, order);
  }
  return doc.save();
}
