import Link from 'next/link';
import { MoneyInText } from '@/components/cart/money-in-text';
import type { FaqSummary } from '@/lib/contract/calls/question';
import { faqArticlePath } from '@/lib/seo/faq-structured-data';
import { FaqSearch } from './faq-search';
import { faqTopicAnchor, groupFaqByTopic } from './faq-topics';
import { HelpContactPrompt } from './help-contact-prompt';
import styles from './faq.module.css';

interface Props {
  articles: readonly FaqSummary[];
  topics: readonly string[];
}

/** The help index: search, a jump list of topics, and every article under its topic. */
export function FaqIndex({ articles, topics }: Props) {
  const groups = groupFaqByTopic(articles, topics);
  return (
    <div className={`container ${styles.page}`} data-testid="faq-index">
      <header className={styles.header}>
        <h1 className={styles.title}>Help and FAQ</h1>
        <p className={styles.lead}>
          Answers about shipping, returns, lenses, prescriptions and your orders, from the people who make
          your glasses.
        </p>
      </header>

      <FaqSearch />

      <nav aria-label="Help topics" className={styles.topicNav}>
        <ul>
          {groups.map((group) => (
            <li key={group.topic}>
              <a href={`#${faqTopicAnchor(group.topic)}`}>{group.label}</a>
            </li>
          ))}
        </ul>
      </nav>

      <div className={styles.topics} data-testid="faq-topics">
        {groups.map((group) => (
          <section
            key={group.topic}
            id={faqTopicAnchor(group.topic)}
            aria-labelledby={`${faqTopicAnchor(group.topic)}-title`}
            className={styles.topic}
          >
            <h2 id={`${faqTopicAnchor(group.topic)}-title`} className={styles.topicTitle}>
              {group.label}
            </h2>
            <ul className={styles.articleList}>
              {group.articles.map((article) => (
                <li key={article.id}>
                  <Link
                    href={faqArticlePath(article.slug)}
                    className={styles.articleLink}
                    data-testid="faq-article-link"
                  >
                    {article.title}
                  </Link>
                  <p className={styles.articleSummary}>
                    <MoneyInText text={article.summary} />
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>

      <HelpContactPrompt />
    </div>
  );
}
