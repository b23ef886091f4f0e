import type { ShownBlock } from '@/lib/shop/page-blocks';
import { MoneyInText } from '@/components/cart/money-in-text';
import { MarkdownText } from './markdown-text';

interface Props {
  block: ShownBlock;
  className?: string;
  /** The built-in text's dollar amounts follow the shopper's currency, as before blocks were editable. */
  money?: boolean;
}

/**
 * A page block's text: an operator's version is Markdown (rendered on the server, without raw
 * HTML); the built-in text is plain paragraphs, rendered as the page always did.
 */
export function PageBlockText({ block, className, money = false }: Props) {
  if (block.edited) return <MarkdownText source={block.body} className={className} />;
  const paragraphs = block.body.split(/\n\s*\n/).filter(Boolean);
  if (paragraphs.length === 1) {
    return <p className={className}>{money ? <MoneyInText text={block.body} /> : block.body}</p>;
  }
  return (
    <div className={className}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{money ? <MoneyInText text={paragraph} /> : paragraph}</p>
      ))}
    </div>
  );
}

/** A page block's heading (plain text); with `money` its dollar amounts follow the shopper's currency. */
export function PageBlockHeading({ block, money = false }: { block: ShownBlock; money?: boolean }) {
  return money ? <MoneyInText text={block.heading} /> : <>{block.heading}</>;
}
