import { markdownHtml } from '@/lib/shop/markdown';
import { MoneyInHtml } from './money-in-html';

interface Props {
  /** An operator's Markdown (a help article, a page block). */
  source: string;
  className?: string;
  'data-testid'?: string;
}

/**
 * An operator's Markdown as HTML. A server component: the storefront ships no Markdown code to the
 * browser (its JavaScript is counted in the page budget). markdownHtml leaves no raw HTML and no
 * unsafe link in what it makes, which is why inserting it is safe. Its dollar amounts follow the
 * shopper's currency (MoneyInHtml).
 */
export function MarkdownText({ source, className, 'data-testid': testId }: Props) {
  return <MoneyInHtml html={markdownHtml(source)} className={className} data-testid={testId} />;
}
