import styles from './account-page.module.css';

/** The heading of an account page and the line under it. */
export function AccountPageHead({ title, lead }: { title: string; lead: string }) {
  return (
    <header className={styles.head}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{lead}</p>
    </header>
  );
}
