import Link from 'next/link';
import { MoneyInText } from '@/components/cart/money-in-text';
import { CATEGORIES } from '@/lib/shop/categories';
import { WHY_CHOOSE_REASONS } from './why-choose-reasons';
import styles from './content-page.module.css';

/** The "why choose us" page (spec §1, DESIGN: /why-choose-oculo): the reasons, then the way into the shop. */
export function WhyChooseOculo() {
  return (
    <div className={`container ${styles.page}`} data-testid="why-choose-oculo">
      <header className={styles.hero}>
        <h1 className={styles.title}>Why choose Oculo</h1>
        <p className={styles.lead}>
          Glasses made to your prescription, checked by opticians, and priced so that a second pair is easy to
          say yes to.
        </p>
      </header>

      <section className={styles.section} aria-labelledby="why-reasons">
        <h2 id="why-reasons">What you get with every order</h2>
        <ul className={styles.cards} data-testid="why-reasons">
          {WHY_CHOOSE_REASONS.map((reason) => (
            <li key={reason.key} className={styles.card}>
              <h3 className={styles.cardTitle}>
                <MoneyInText text={reason.heading} />
              </h3>
              <p>
                <MoneyInText text={reason.text} />
              </p>
              {reason.link ? <Link href={reason.link.href}>{reason.link.label}</Link> : null}
            </li>
          ))}
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
