import { PDFDocument } from 'pdf-lib';
import { PEER_HEADER } from '@/lib/server/platform/client-address/request-address';
import { textOf } from './pdf-page-text';

// A call that answers a PDF, read back as its pages' text (pdf-page-text.ts).

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
