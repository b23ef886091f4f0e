import { markdownHtml } from '@/lib/shop/markdown';

interface Props {
  /** An operator's Markdown (a help article, a page block). */
  source: string;
  className?: string;
  'data-testid'?: string;
}

/**
 * An operator's Markdown as HTML. A server component: the storefront ships no Markdown code to the
 * browser (issue 22 counts its JavaScript). markdownHtml leaves no raw HTML and no unsafe link in
 * what it makes, which is why inserting it is safe.
 */
export function MarkdownText({ source, className, 'data-testid': testId }: Props) {
  return (
    <div
      className={className}
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: markdownHtml(source) }}
    />
  );
}
