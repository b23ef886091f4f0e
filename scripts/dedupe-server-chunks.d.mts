/** The require line a duplicate chunk becomes (dedupe-server-chunks.mjs). */
export declare function stubFor(keptName: string): string;
/** Merges byte-identical server chunks under `folder` (dedupe-server-chunks.mjs). */
export declare function dedupeServerChunks(folder: string): { merged: number; bytes: number };
