import type { IncomingMessage, ServerResponse } from 'node:http';

/** Compresses the answer as Next's `compress` did; a page from the page cache goes out as kept. */
export function compressAnswers(req: IncomingMessage, res: ServerResponse): void;
