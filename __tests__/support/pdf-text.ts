import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFPage } from 'pdf-lib';
import { PEER_HEADER } from '@/lib/server/platform/client-address/request-address';

// The text a PDF the shop made draws, read back the way the job sheets' test does: each page's
// content streams inflated, each hex string of a Tj read as WinAnsi (the standard fonts' encoding).

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

export interface PdfAnswer {
  status: number;
  type: string | null;
  disposition: string | null;
  pages: string[];
  /** The envelope, when the call answered one instead of a file. */
  envelope: { code: number; msg: string; data: unknown } | null;
}

/** A call that answers a PDF: its pages' text, or the envelope it answered instead. */
export async function pdfCall(
  path: string,
  json: unknown,
  headers: Record<string, string> = {},
): Promise<PdfAnswer> {
  const route = (await import(`@/app${path}/route`)) as { POST: (request: Request) => Promise<Response> };
  const answer = await route.POST(
    new Request(`http://shop.test${path}`, {
      method: 'POST',
      headers: { [PEER_HEADER]: '127.0.0.1', ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(json),
    }),
  );
  const type = answer.headers.get('content-type');
  const base = { status: answer.status, type, disposition: answer.headers.get('content-disposition') };
  if (type !== 'application/pdf')
    return { ...base, pages: [], envelope: (await answer.json()) as PdfAnswer['envelope'] };
  const pdf = await PDFDocument.load(new Uint8Array(await answer.arrayBuffer()));
  return { ...base, pages: pdf.getPages().map(textOf), envelope: null };
}
