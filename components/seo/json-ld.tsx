import { jsonLdText } from '@/lib/seo/json-ld';

/** Structured data for search engines, escaped so page text cannot break out of the script. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
