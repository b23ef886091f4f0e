/**
 * JSON for a `<script type="application/ld+json">`: "<" is escaped so no text in the data (a
 * product name, say) can close the script element; "\u2028" and "\u2029" likewise.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** An absolute address for a path on the shop (or an address already absolute). */
export function absoluteUrl(pathOrUrl: string, siteUrl: string): string {
  return new URL(pathOrUrl, siteUrl).toString();
}
