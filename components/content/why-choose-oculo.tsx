import Link from 'next/link';
import { reasonFollowingTerms } from '@/lib/shop/advertised-terms';
import { CATEGORIES } from '@/lib/shop/categories';
import type { FrameOffer } from '@/lib/shop/frame-offer';
import { WHY_CHOOSE_REASONS, blockOf, type PageBlocks } from '@/lib/shop/page-blocks';
import { PageBlockHeading, PageBlockText } from './page-block-text';
import styles from './content-page.module.css';

/**
 * The "why choose us" page (/why-choose-oculo, docs/product.md#the-shop): the reasons, then the way
 * into the shop. The opening and each reason are editable blocks; the offer's and free shipping's
 * reasons follow the terms the shop keeps now (docs/operating.md#promotions).
 */
export function WhyChooseOculo({
  blocks,
  facts,
}: {
  blocks: PageBlocks;
  facts: { offer: FrameOffer; freeShippingThresholdCents: number | null };
}) {
  const intro = blockOf(blocks, 'intro');
  const reasons = WHY_CHOOSE_REASONS.map(({ key }) =>
    reasonFollowingTerms(blockOf(blocks, key), facts.offer, facts.freeShippingThresholdCents),
  ).filter((reason) => reason !== null);
  return (
    <div className={`container ${styles.page}`} data-testid="why-choose-oculo">
      <header className={styles.hero}>
        <h1 className={styles.title}>
          <PageBlockHeading block={intro} />
        </h1>
        <PageBlockText block={intro} className={styles.lead} />
      </header>

      <section className={styles.section} aria-labelledby="why-reasons">
        <h2 id="why-reasons">What you get with every order</h2>
        <ul className={styles.cards} data-testid="why-reasons">
          {reasons.map((reason) => {
            return (
              <li key={reason.key} className={styles.card}>
                <h3 className={styles.cardTitle}>
                  <PageBlockHeading block={reason} money />
                </h3>
                <PageBlockText block={reason} money />
                {reason.link ? <Link href={reason.link.href}>{reason.link.label}</Link> : null}
              </li>
            );
          })}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="why-shop">
        <h2 id="why-shop">Start shopping</h2>
        <ul className={styles.links}>
          {CATEGORIES.map((category, index) => (
            <li key={category.slug}>
              <Link href={category.href} className={index === 0 ? 'button' : 'button button-secondary'}>
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
