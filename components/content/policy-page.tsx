import Link from 'next/link';
import { POLICY_KINDS, POLICY_TITLES, policyPath, type PolicyKind } from '@/lib/shop/store-policies';
import { MarkdownText } from './markdown-text';
import styles from './content-page.module.css';
import policyStyles from './policy-page.module.css';

/**
 * One of the shop's policy pages: its title, the owner's Markdown (or the default text) and links
 * to the other policies (docs/operating.md#store-policies). Server-rendered, so crawlers read it.
 */
export function PolicyPage({ kind, markdown }: { kind: PolicyKind; markdown: string }) {
  return (
    <div className={`container ${styles.page}`}>
      <article className={`${styles.section} ${policyStyles.article}`} aria-labelledby="policy-title">
        <h1 id="policy-title" className={styles.title}>
          {POLICY_TITLES[kind]}
        </h1>
        <MarkdownText
          source={markdown}
          className={`${styles.prose} ${policyStyles.policy}`}
          data-testid="policy-text"
        />
      </article>
      <nav aria-label="Other policies" className={styles.links}>
        {POLICY_KINDS.filter((other) => other !== kind).map((other) => (
          <Link key={other} href={policyPath(other)} prefetch={false}>
            {POLICY_TITLES[other]}
          </Link>
        ))}
      </nav>
    </div>
  );
}
