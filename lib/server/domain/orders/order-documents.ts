import { asc, eq, inArray } from 'drizzle-orm';
import { InvalidInputError } from '@/lib/contract/errors';
import {
  eligibleAmount,
  invoiceLineOf,
  invoiceTotalRows,
  packingLineOf,
  shopDay,
  type DocumentLineInput,
} from '@/lib/shop/invoice-lines';
import { formatMinor } from '@/lib/shop/line-breakdown';
import type { StoreSettings } from '@/lib/shop/store-settings';
import { database, type Database } from '@/lib/server/platform/db';
import { storeSettingsNow } from '@/lib/server/domain/store-settings';
import { orderDocumentsPdf, type DocumentKind, type DocumentShop, type OrderDocument } from './document-pdf';
import { ownedOrder } from './my-orders';
import type { OrderRow } from './order-moves';
import { linesOf } from './operator-order-info';
import { linePrescriptionOf } from './prescription-lines';
import { pricedLineOf } from './stored-shapes';
import { orderRefunds, orders } from './tables';

// The order's printed documents (docs/operating.md#documents): an invoice, a packing slip or a
// return label page for each order of a selection, in one PDF. Read only: nothing is written, and
// no prescription value is printed (the invoice names the wearer and the lenses, not the powers).

type Reader = Pick<Database, 'select'>;
type LineRow = Awaited<ReturnType<typeof linesOf>>[number];

const PROVIDERS: Readonly<Record<string, string>> = {
  paypal: 'PayPal',
  stripe: 'Card',
  demo: 'Demo payment',
};
const DESTINATIONS: Readonly<Record<string, string>> = {
  original: 'to the original payment',
  wallet: 'to the shop wallet',
};

function documentLineOf(row: LineRow): DocumentLineInput {
  const line = pricedLineOf(row.line, row.lensRecord, row.id);
  // a line made to a prescription (values, a photo, or one sent later): docs/product.md#invoice-pdf
  const rx = linePrescriptionOf(row)?.rx ?? (line.lens?.rx?.source === 'later' ? line.lens.rx : null);
  return {
    ...line,
    lens: line.lens,
    prescription: rx && { wearerName: rx.details?.wearer_name ?? null, savedName: rx.savedName },
  };
}

function addressLines(order: OrderRow): string[] {
  const { address } = order;
  return [
    `${address.firstName} ${address.lastName}`.trim(),
    address.line1,
    address.line2,
    [address.city, address.province, address.postcode].filter(Boolean).join(', '),
    address.countryName,
    address.phone ? `${address.phoneCode} ${address.phone}`.trim() : '',
  ].filter(Boolean);
}

async function documentOf(db: Reader, order: OrderRow, timeZone: string): Promise<OrderDocument> {
  const [rows, refunds] = await Promise.all([
    linesOf(db, order.id),
    db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, order.id))
      .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id)),
  ]);
  const billedTo = `${order.address.firstName} ${order.address.lastName}`.trim();
  const lines = rows.map(documentLineOf);
  const invoiceLines = lines.map((line) => invoiceLineOf(line, billedTo));
  const provider = order.paymentProvider ? (PROVIDERS[order.paymentProvider] ?? order.paymentProvider) : '';
  return {
    number: order.number,
    placedOn: shopDay(order.createdAt, timeZone),
    email: order.email,
    shipTo: addressLines(order),
    shippingName: order.shippingName || order.shippingMethod,
    invoiceLines,
    packingLines: lines.map(packingLineOf),
    totals: invoiceTotalRows({ ...order, taxName: order.tax?.name ?? '' }),
    eligibleAmount: eligibleAmount(invoiceLines),
    payment: order.paidAt
      ? `${formatMinor(order.totalCents, 'USD')} paid by ${provider || 'payment'} on ${shopDay(order.paidAt, timeZone)}${order.paymentReference ? ` (reference ${order.paymentReference})` : ''}`
      : 'Not paid yet.',
    refunds: refunds
      .filter((refund) => refund.state !== 'failed')
      .map(
        (refund) =>
          `${shopDay(refund.createdAt, timeZone)}: ${formatMinor(refund.amountCents, 'USD')} ${DESTINATIONS[refund.destination] ?? refund.destination}${refund.state === 'pending' ? ' (on its way)' : ''}`,
      ),
  };
}

function shopOf(settings: StoreSettings): DocumentShop {
  return {
    name: settings.shopName,
    email: settings.supportEmail,
    phone: settings.supportPhone,
    address: settings.postalAddress.split('\n').filter((line) => line.trim() !== ''),
  };
}

const FILE_NAMES: Readonly<Record<DocumentKind, string>> = {
  invoice: 'invoices',
  packingSlip: 'packing-slips',
  returnLabel: 'return-labels',
};

/**
 * POST /api/admin/orders/documents: one kind of document for every order chosen, in one PDF. All or
 * nothing: numbers the shop does not know answer 422 naming them, and no file is made.
 */
export async function orderDocuments(
  input: { numbers: readonly string[]; document: DocumentKind },
  now = new Date(),
): Promise<{ pdf: Uint8Array; filename: string }> {
  const db = await database();
  const numbers = [...new Set(input.numbers)];
  const found = await db.select().from(orders).where(inArray(orders.number, numbers));
  const byNumber = new Map(found.map((order) => [order.number, order]));
  const unknown = numbers.filter((number) => !byNumber.has(number));
  if (unknown.length > 0)
    throw new InvalidInputError({ numbers: `No order has the number ${unknown.join(', ')}.` });
  const { settings } = storeSettingsNow();
  const documents: OrderDocument[] = [];
  for (const number of numbers) {
    const order = byNumber.get(number);
    if (order) documents.push(await documentOf(db, order, settings.timeZone));
  }
  const single = numbers.length === 1 ? `-${numbers[0]}` : `-${now.toISOString().slice(0, 10)}`;
  return {
    pdf: await orderDocumentsPdf(input.document, documents, shopOf(settings), now),
    filename: `${FILE_NAMES[input.document]}${single}.pdf`,
  };
}

/**
 * POST /api/order/invoicePdf: the caller's own order's invoice; another account's order answers
 * 404 like one that does not exist (docs/product.md#invoice-pdf).
 */
export async function myOrderInvoicePdf(
  input: { orderNumber: string },
  userId: number,
  now = new Date(),
): Promise<{ pdf: Uint8Array; filename: string }> {
  const db = await database();
  const order = await ownedOrder(db, userId, input.orderNumber);
  const { settings } = storeSettingsNow();
  const document = await documentOf(db, order, settings.timeZone);
  return {
    pdf: await orderDocumentsPdf('invoice', [document], shopOf(settings), now),
    filename: `invoice-${order.number}.pdf`,
  };
}
