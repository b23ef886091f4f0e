import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';

// The lab's job sheet drawn as PDF pages (docs/operating.md#job-sheets): one A4 page per order (more
// when its lines run over), with the order number as a QR code the lab scans. pdf-lib's standard
// fonts write WinAnsi only, so every text goes through `printable` first.

export interface JobSheetValue {
  label: string;
  value: string;
}

export interface JobSheetLine {
  name: string;
  colorName: string;
  sku: string;
  quantity: number;
  lensUse: string | null;
  /** Every lens option chosen: the step and the option. */
  lensOptions: readonly JobSheetValue[];
  /** The prescription's rows: "OD (right)" with SPH, CYL, AXIS, ADD; null without one. */
  prescription: {
    source: string;
    rows: readonly { eye: string; sph: string; cyl: string; axis: string; add: string }[];
    pd: string;
    photoOnly: boolean;
    /** Prism, near PD, dates, prescriber, wearer, note: only those given (docs/product.md#prescription-details). */
    details?: readonly JobSheetValue[];
  } | null;
}

export interface JobSheet {
  number: string;
  paidAt: string;
  shipTo: string;
  shippingName: string;
  stage: string;
  lines: readonly JobSheetLine[];
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const QR_SIZE = 96;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);

const REPLACEMENTS: Readonly<Record<string, string>> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u2026': '...',
  '\u0394': 'prism dioptres',
};

/** The text as the standard fonts can write it: typographic marks made plain, the rest as "?". */
export function printable(text: string): string {
  return [...text.normalize('NFC')]
    .map((char) => REPLACEMENTS[char] ?? (/[\u0020-\u007e\u00a0-\u00ff]/.test(char) ? char : '?'))
    .join('');
}

class SheetWriter {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
    private readonly number: string,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  get current(): PDFPage {
    return this.page;
  }

  /** Room for `height` more points, or a new page headed by the order number. */
  private room(height: number) {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
    this.text(`Order ${this.number} (continued)`, { size: 11, bold: true });
  }

  text(value: string, options: { size?: number; bold?: boolean; muted?: boolean; x?: number } = {}) {
    const size = options.size ?? 10;
    this.room(size + 4);
    this.y -= size + 4;
    this.page.drawText(printable(value), {
      x: options.x ?? MARGIN,
      y: this.y,
      size,
      font: options.bold ? this.bold : this.font,
      color: options.muted ? MUTED : INK,
    });
  }

  /** A row of cells at fixed x positions. */
  row(cells: readonly string[], xs: readonly number[], bold = false) {
    this.room(14);
    this.y -= 14;
    cells.forEach((cell, index) =>
      this.page.drawText(printable(cell), {
        x: xs[index] ?? MARGIN,
        y: this.y,
        size: 10,
        font: bold ? this.bold : this.font,
        color: INK,
      }),
    );
  }

  gap(points: number) {
    this.y -= points;
  }
}

/** The order number as a QR code, drawn as squares (sharp at any print size). */
function drawQrCode(page: PDFPage, text: string) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = QR_SIZE / modules.size;
  const left = A4[0] - MARGIN - QR_SIZE;
  const top = A4[1] - MARGIN;
  for (let row = 0; row < modules.size; row += 1)
    for (let column = 0; column < modules.size; column += 1)
      if (modules.get(row, column))
        page.drawRectangle({
          x: left + column * cell,
          y: top - (row + 1) * cell,
          width: cell,
          height: cell,
          color: INK,
        });
}

/** Characters of a line of detail at 10 pt across the page: a note runs over several. */
const DETAIL_WIDTH = 90;

/** A text as lines of at most DETAIL_WIDTH characters, broken between words; line breaks kept. */
export function wrapped(text: string): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let current = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (current && current.length + 1 + word.length > DETAIL_WIDTH) {
        lines.push(current);
        current = word;
      } else current = current ? `${current} ${word}` : word;
    }
    if (current) lines.push(current);
  }
  return lines;
}

const RX_COLUMNS = [MARGIN + 12, MARGIN + 112, MARGIN + 172, MARGIN + 232, MARGIN + 292];

function drawLine(writer: SheetWriter, line: JobSheetLine, index: number) {
  writer.gap(8);
  writer.text(`${index + 1}. ${line.name}  x${line.quantity}`, { size: 12, bold: true });
  writer.text(`Colour: ${line.colorName}    SKU: ${line.sku}`);
  if (line.lensUse) writer.text(`Lens use: ${line.lensUse}`);
  for (const option of line.lensOptions) writer.text(`${option.label}: ${option.value}`, { x: MARGIN + 12 });
  if (line.lensOptions.length === 0 && !line.lensUse)
    writer.text('No lenses (frame or item as it is).', { muted: true });
  const rx = line.prescription;
  if (!rx) return;
  writer.gap(4);
  writer.text(`Prescription (${rx.source})`, { bold: true });
  if (rx.photoOnly) {
    writer.text('Given as a photo only: open it in the console before the lenses are made.', { muted: true });
    return;
  }
  writer.row(['Eye', 'SPH', 'CYL', 'AXIS', 'ADD'], RX_COLUMNS, true);
  for (const eye of rx.rows) writer.row([eye.eye, eye.sph, eye.cyl, eye.axis, eye.add], RX_COLUMNS);
  writer.text(`PD: ${rx.pd}`, { x: MARGIN + 12 });
  for (const detail of rx.details ?? [])
    for (const part of wrapped(`${detail.label}: ${detail.value}`)) writer.text(part, { x: MARGIN + 12 });
}

/** The job sheets of the orders, in the order given, as one PDF file, headed with the shop's name. */
export async function jobSheetsPdf(
  sheets: readonly JobSheet[],
  madeAt: Date,
  shopName: string,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${shopName} lab job sheets (${sheets.length})`);
  doc.setCreator(shopName);
  doc.setCreationDate(madeAt);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (const sheet of sheets) {
    const writer = new SheetWriter(doc, font, bold, sheet.number);
    drawQrCode(writer.current, sheet.number);
    writer.text(`${shopName} lab job sheet`, { size: 10, muted: true });
    writer.text(`Order ${sheet.number}`, { size: 20, bold: true });
    writer.gap(4);
    writer.text(`Paid: ${sheet.paidAt}`);
    writer.text(`Lab stage: ${sheet.stage}`);
    writer.text(`Ship to: ${sheet.shipTo}`);
    writer.text(`Shipping: ${sheet.shippingName}`);
    writer.gap(16);
    sheet.lines.forEach((line, index) => drawLine(writer, line, index));
  }
  return doc.save();
}
