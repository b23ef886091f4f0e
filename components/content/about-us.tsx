import Link from 'next/link';
import type { AdvertisedTerm } from '@/lib/shop/advertised-terms';
import { blockOf, type PageBlocks } from '@/lib/shop/page-blocks';
import { PageBlockHeading, PageBlockText } from './page-block-text';
import { ShopPromises } from './shop-promises';
import styles from './content-page.module.css';

/** The cards under "What we make", by their blocks' keys (lib/shop/page-blocks.ts). */
const MADE = ['eyeglasses', 'sunglasses', 'lenses', 'accessories'] as const;

/**
 * The shop's story, what it makes, and the promises it keeps. The opening, the story and the cards
 * are editable blocks: `blocks` holds the operators' versions over the built-in text.
 */
export function AboutUs({
  blocks,
  terms,
  shopName,
}: {
  blocks: PageBlocks;
  terms: readonly AdvertisedTerm[];
  /** The owner's name for the shop (docs/operating.md#store-brand). */
  shopName: string;
}) {
  const [intro, story] = [blockOf(blocks, 'intro'), blockOf(blocks, 'story')];
  return (
    <div className={`container ${styles.page}`} data-testid="about-us">
      <header className={styles.hero}>
        <h1 className={styles.title}>
          <PageBlockHeading block={intro} />
        </h1>
        <PageBlockText block={intro} className={styles.lead} />
      </header>

      <section className={styles.section} aria-labelledby="about-story">
        <h2 id="about-story">
          <PageBlockHeading block={story} />
        </h2>
        <PageBlockText block={story} className={styles.prose} />
      </section>

      <section className={styles.section} aria-labelledby="about-make">
        <h2 id="about-make">What we make</h2>
        <ul className={styles.cards}>
          {MADE.map((key) => (
            <li key={key} className={styles.card}>
              <h3 className={styles.cardTitle}>
                <PageBlockHeading block={blockOf(blocks, key)} />
              </h3>
              <PageBlockText block={blockOf(blocks, key)} />
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="about-promises">
        <h2 id="about-promises">Our promises</h2>
        <ShopPromises terms={terms} />
      </section>

      <section className={styles.section} aria-labelledby="about-next">
        <h2 id="about-next">Find your next pair</h2>
        <ul className={styles.links}>
          <li>
            <Link href="/eyeglasses" className="button">
              Shop eyeglasses
            </Link>
          </li>
          <li>
            <Link href="/sunglasses" className="button button-secondary">
              Shop sunglasses
            </Link>
          </li>
          <li>
            <Link href="/why-choose-oculo" className="button button-secondary">
              Why choose {shopName}
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
