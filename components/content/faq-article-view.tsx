import Link from 'next/link';
import { MoneyInText } from '@/components/cart/money-in-text';
import type { FaqArticle, FaqSummary } from '@/lib/contract/calls/question';
import type { Crumb } from '@/lib/seo/breadcrumbs';
import { faqArticlePath } from '@/lib/seo/faq-structured-data';
import { calendarDay } from '@/lib/shop/plain-format';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { faqTopicAnchor, faqTopicLabel } from './faq-topics';
import { HelpContactPrompt } from './help-contact-prompt';
import { MarkdownText } from './markdown-text';
import styles from './faq.module.css';

interface Props {
  article: FaqArticle;
  related: readonly FaqSummary[];
  trail: readonly Crumb[];
}

/** One help article: its question as the heading, the answer, when it last changed, and where to go next. */
export function FaqArticleView({ article, related, trail }: Props) {
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs trail={trail} />
      <article className={styles.article} aria-labelledby="faq-article-title" data-testid="faq-article">
        <p className={styles.topicTag}>
          <Link href={`/faq#${faqTopicAnchor(article.topic)}`}>{faqTopicLabel(article.topic)}</Link>
        </p>
        <h1 id="faq-article-title" className={styles.title}>
          {article.title}
        </h1>
        <p className={styles.updated}>
          Updated <time dateTime={article.updatedAt}>{calendarDay(article.updatedAt)}</time>
        </p>
        <MarkdownText source={article.body} className={styles.body} data-testid="faq-article-body" />
      </article>

      {related.length > 0 ? (
        <section aria-labelledby="faq-related-title" className={styles.related} data-testid="faq-related">
          <h2 id="faq-related-title" className={styles.topicTitle}>
            Related questions
          </h2>
          <ul className={styles.articleList}>
            {related.map((other) => (
              <li key={other.id}>
                <Link href={faqArticlePath(other.slug)} className={styles.articleLink}>
                  {other.title}
                </Link>
                <p className={styles.articleSummary}>
                  <MoneyInText text={other.summary} />
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <p>
        <Link href="/faq">All help topics</Link>
      </p>
      <HelpContactPrompt />
    </div>
  );
}
