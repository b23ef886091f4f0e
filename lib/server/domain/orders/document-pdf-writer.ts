import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { printable, wrapped } from './job-sheet-pdf';

// A page writer for the order's printed documents (docs/operating.md#documents): lines written
// top-down on A4, a right-hand column for amounts, a rule, and a new page headed with the
// document's title when the text runs over. pdf-lib's standard fonts write WinAnsi only, so every
// text goes through the job sheet's `printable`.

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 48;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);
const RULE = rgb(0.75, 0.75, 0.78);

export interface TextOptions {
  size?: number;
  bold?: boolean;
  muted?: boolean;
  x?: number;
}

export class DocumentWriter {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
    /** What a continued page says at its top ("Invoice OC250101-ABCDEF"). */
    private readonly heading: string,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  get current(): PDFPage {
    return this.page;
  }

  get top(): number {
    return this.y;
  }

  /** Room for `height` more points, or a new page headed by the document's title. */
  private room(height: number) {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
    this.text(`${this.heading} (continued)`, { size: 11, bold: true });
  }

  private draw(value: string, x: number, options: TextOptions) {
    this.page.drawText(printable(value), {
      x,
      y: this.y,
      size: options.size ?? 10,
      font: options.bold ? this.bold : this.font,
      color: options.muted ? MUTED : INK,
    });
  }

  text(value: string, options: TextOptions = {}) {
    const size = options.size ?? 10;
    this.room(size + 4);
    this.y -= size + 4;
    this.draw(value, options.x ?? MARGIN, options);
  }

  /** A long text over as many lines as it takes. */
  paragraph(value: string, options: TextOptions = {}) {
    for (const line of wrapped(value)) this.text(line, options);
  }

  /** A label on the left and an amount against the right margin, on one line. */
  amountRow(label: string, amount: string, options: TextOptions = {}) {
    const size = options.size ?? 10;
    this.room(size + 4);
    this.y -= size + 4;
    this.draw(label, options.x ?? MARGIN, options);
    const font = options.bold ? this.bold : this.font;
    const width = font.widthOfTextAtSize(printable(amount), size);
    this.draw(amount, A4[0] - MARGIN - width, options);
  }

  /** Blocks of lines side by side (bill-to beside ship-to), each headed. */
  columns(blocks: readonly { heading: string; lines: readonly string[] }[]) {
    const width = (A4[0] - 2 * MARGIN) / blocks.length;
    const rows = Math.max(...blocks.map((block) => block.lines.length)) + 1;
    this.room(rows * 14);
    const start = this.y;
    blocks.forEach((block, index) => {
      this.y = start;
      this.text(block.heading, { bold: true, x: MARGIN + index * width });
      for (const line of block.lines) this.text(line, { x: MARGIN + index * width });
    });
    this.y = start - rows * 14;
  }

  rule() {
    this.room(10);
    this.y -= 6;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
    this.y -= 4;
  }

  gap(points: number) {
    this.y -= points;
  }

  /** Moves down past a drawing of `height` points placed at the current line. */
  below(height: number) {
    this.room(height);
    this.y -= height;
  }
}
