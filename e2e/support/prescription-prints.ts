import type { Browser } from '@playwright/test';

// Printed prescriptions drawn as HTML and photographed in Chromium, for the prescription reader's
// accuracy test, its browser test and its benchmark (docs/product.md#prescription-photo-reading).
// Each print says how it is laid out, in which font, and how the "photo" spoils it (turned,
// blurred, noisy, a low JPEG quality), as a phone photo of a paper form would.

/** One eye's values as the form prints them ("-2.25", "PL", "DS", "090"). */
export interface PrintedEye {
  sph: string;
  cyl?: string;
  axis?: string;
  add?: string;
  /** Prism in dioptres and its base, "1.5" and "BU". */
  prism?: string;
  base?: string;
}

export type PrintLayout =
  /** A bordered table: a header row SPH CYL AXIS ADD (PRISM BASE), a row per eye. */
  | 'bordered-table'
  /** The same table without borders, rows named R and L. */
  | 'plain-table'
  /** One line per eye: "OD: -2.25 -0.75 x 180 ADD +2.00". */
  | 'lines'
  /** Each value named: "Right eye (OD): Sphere -2.25 Cylinder -0.75 Axis 180". */
  | 'labelled';

export interface PrintedPrescription {
  layout: PrintLayout;
  font: string;
  od: PrintedEye;
  os: PrintedEye;
  /** "63", "31.5/32" */
  pd?: string;
  /** The near (reading) PD, printed on its own line: "60". */
  nearPd?: string;
  examDate?: string;
  expiryDate?: string;
  /** How the photo spoils it. */
  rotate?: number;
  blur?: number;
  noise?: boolean;
  jpegQuality?: number;
  /** Font size in px (a photo taken from further away reads smaller). */
  size?: number;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function eyeCells(eye: PrintedEye, withAdd: boolean, withPrism: boolean): string[] {
  // the order of the usual US form: prism and base before the addition
  const cells = [eye.sph, eye.cyl ?? '', eye.axis ?? ''];
  if (withPrism) cells.push(eye.prism ?? '', eye.base ?? '');
  if (withAdd) cells.push(eye.add ?? '');
  return cells;
}

function table(print: PrintedPrescription, bordered: boolean): string {
  const withAdd = Boolean(print.od.add ?? print.os.add);
  const withPrism = Boolean(print.od.prism ?? print.os.prism);
  const header = [
    '',
    'SPH',
    'CYL',
    'AXIS',
    ...(withPrism ? ['PRISM', 'BASE'] : []),
    ...(withAdd ? ['ADD'] : []),
  ];
  const names = bordered ? ['OD', 'OS'] : ['R', 'L'];
  const rows = [print.od, print.os].map(
    (eye, index) =>
      `<tr><th>${names[index]}</th>${eyeCells(eye, withAdd, withPrism)
        .map((cell) => `<td>${escape(cell)}</td>`)
        .join('')}</tr>`,
  );
  const border = bordered ? 'border:1.5px solid #222;' : '';
  return `<table style="border-collapse:collapse;margin:18px 0"><style>td,th{${border}padding:6px 18px;text-align:left}</style>
<tr>${header.map((cell) => `<th>${cell}</th>`).join('')}</tr>${rows.join('')}</table>`;
}

function line(name: string, eye: PrintedEye): string {
  const parts = [eye.sph, eye.cyl ?? '', eye.axis ? `x ${eye.axis}` : ''];
  if (eye.add) parts.push(`ADD ${eye.add}`);
  if (eye.prism) parts.push(`Prism ${eye.prism} ${eye.base ?? ''}`);
  return `<p>${name}: ${parts.filter(Boolean).map(escape).join(' &nbsp; ')}</p>`;
}

function labelled(name: string, eye: PrintedEye): string {
  const parts = [`Sphere ${eye.sph}`];
  if (eye.cyl) parts.push(`Cylinder ${eye.cyl}`);
  if (eye.axis) parts.push(`Axis ${eye.axis}`);
  if (eye.add) parts.push(`Add ${eye.add}`);
  if (eye.prism) parts.push(`Prism ${eye.prism} ${eye.base ?? ''}`);
  return `<p>${name}: ${parts.map(escape).join(', ')}</p>`;
}

function body(print: PrintedPrescription): string {
  switch (print.layout) {
    case 'bordered-table':
      return table(print, true);
    case 'plain-table':
      return table(print, false);
    case 'lines':
      return line('OD', print.od) + line('OS', print.os);
    case 'labelled':
      return labelled('Right eye (OD)', print.od) + labelled('Left eye (OS)', print.os);
  }
}

/** The form as a page: a clinic's heading, the values, the PD and the dates, a signature line. */
export function prescriptionHtml(print: PrintedPrescription): string {
  const filters = [print.blur ? `blur(${print.blur}px)` : ''].filter(Boolean).join(' ');
  const noise = print.noise
    ? `<svg style="position:fixed;inset:0;width:100%;height:100%;opacity:0.35;pointer-events:none"><filter id="n"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2"/><feColorMatrix values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0.6 0"/></filter><rect width="100%" height="100%" filter="url(#n)"/></svg>`
    : '';
  return `<!doctype html><html><body style="margin:0;background:#f4f1ea">
<main style="font-family:'${print.font}';font-size:${print.size ?? 17}px;color:#1b1b1b;padding:28px 36px;width:720px;transform:rotate(${print.rotate ?? 0}deg);transform-origin:center;filter:${filters || 'none'}">
<h2 style="margin:0 0 4px">Lakeside Eye Care</h2><p style="margin:0 0 14px">12 Harbour Road, Springfield &middot; (555) 010-2288</p>
<p>Patient: Jamie Rivera</p>
${print.examDate ? `<p>Date of exam: ${print.examDate}</p>` : ''}
${body(print)}
${print.pd ? `<p>PD: ${escape(print.pd)} mm</p>` : ''}
${print.nearPd ? `<p>Near PD: ${escape(print.nearPd)} mm</p>` : ''}
${print.expiryDate ? `<p>Expires: ${print.expiryDate}</p>` : ''}
<p style="margin-top:26px">Signed: ____________________ Dr. L. Okafor, OD</p>
</main>${noise}</body></html>`;
}

/** The print photographed: a JPEG of the page, spoiled as the print says. */
export async function photographPrescription(browser: Browser, print: PrintedPrescription): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 800, height: 620 } });
  try {
    await page.setContent(prescriptionHtml(print));
    return await page.screenshot({ type: 'jpeg', quality: print.jpegQuality ?? 70, fullPage: true });
  } finally {
    await page.close();
  }
}

/** A "handwritten" note: scribbled strokes where the values would be, nothing an OCR can read. */
export function handwrittenHtml(): string {
  const strokes = Array.from({ length: 14 }, (_, index) => {
    const y = 60 + index * 34;
    const path = Array.from(
      { length: 24 },
      (_, step) => `${30 + step * 28},${y + ((step * 37 + index * 11) % 17) - 8}`,
    ).join(' ');
    return `<polyline points="${path}" fill="none" stroke="#223" stroke-width="2.5" stroke-linejoin="round"/>`;
  }).join('');
  return `<!doctype html><html><body style="margin:0;background:#f4f1ea"><svg width="760" height="560">${strokes}</svg></body></html>`;
}

/** The "handwritten" note photographed. */
export async function photographHandwriting(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 760, height: 560 } });
  try {
    await page.setContent(handwrittenHtml());
    return await page.screenshot({ type: 'jpeg', quality: 70 });
  } finally {
    await page.close();
  }
}
