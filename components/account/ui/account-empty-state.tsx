import Link from 'next/link';
import styles from './account-page.module.css';

interface Props {
  title: string;
  text: string;
  action: { href: string; label: string };
  testId?: string;
}

/** What an account page shows when it has nothing to list yet, with the way forward. */
export function AccountEmptyState({ title, text, action, testId }: Props) {
  return (
    <div className={styles.empty} data-testid={testId}>
      <h2 className={styles.emptyTitle}>{title}</h2>
      <p className={styles.emptyText}>{text}</p>
      <Link href={action.href} className="button">
        {action.label}
      </Link>
    </div>
  );
}
