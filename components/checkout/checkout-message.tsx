import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './checkout.module.css';

interface Props {
  title: string;
  children?: ReactNode;
  action?: { href: string; label: string };
  testId?: string;
}

/** A checkout page that cannot go on (no snapshot, an order already paid …), with the way forward. */
export function CheckoutMessage({ title, children, action, testId }: Props) {
  return (
    <section className={styles.message} data-testid={testId}>
      <h2 className={styles.messageTitle}>{title}</h2>
      {children}
      {action ? (
        <p>
          <Link href={action.href} className="button">
            {action.label}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
