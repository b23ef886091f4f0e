import { decodePDFRawStream, PDFArray, PDFRawStream, type PDFPage } from 'pdf-lib';

// The text a PDF the shop made draws, read back for the tests of its documents (jest and the browser
// suite): each page's content streams inflated, each hex string of a Tj read as WinAnsi (the standard
// fonts' encoding).

/** The text one page draws, a line per drawn string. */
export function textOf(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  const drawn = streams
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
    .join('\n');
  return [...drawn.matchAll(/<([0-9A-Fa-f]+)> Tj/g)]
    .map((match) => Buffer.from(match[1] ?? '', 'hex').toString('latin1'))
    .join('\n');
}
