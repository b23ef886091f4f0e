// The page-weight budget the browser suite holds the shop to (issue 22 point 5): a byte count, not a
// timing, so the same build gives the same figures on any machine and a regression fails CI.
//
// How the limits were set: each is the figure e2e/page-budget.spec.ts measured on the build of
// 2026-11-24 (commit cfeaec0), plus 5 % rounded up to the next kilobyte, so that ordinary
// changes pass and a new library or a page's worth of data does not. The spec prints today's figures
// on every run; when a change makes a page lighter, lower its limit to the new figure plus 5 %, and
// when a change has to make it heavier, raise it in the same commit and say why.
//
// Checked when set: a throwaway client component on the product page holding 30 kB of incompressible
// data took the product page to 210,562 B (+31,900) and failed the spec; the home page's gzip size
// moves by a few bytes between requests (its nonce), far inside the margin.

/** Bytes as the browser received them: the response body as sent (compressed) plus its headers. */
export interface PageBudget {
  /** Every script response of the page, loaded with an empty cache until the network is idle. */
  readonly scriptBytes: number;
}

export const PAGE_BUDGETS = {
  home: { scriptBytes: 201_000 }, // measured 190,779
  category: { scriptBytes: 201_000 }, // measured 190,779
  product: { scriptBytes: 188_000 }, // measured 178,662
} as const satisfies Record<string, PageBudget>;

/** The home page's HTML document (issue 22 point 1 asks for <= 120 KB raw in the end). */
export const HOME_HTML_BUDGET = {
  /** The document as the server wrote it, before compression. */
  rawBytes: 262_000, // measured 248,855
  /** The document's body as sent (compressed). */
  sentBytes: 36_000, // measured 34,042 (gzip)
} as const;
