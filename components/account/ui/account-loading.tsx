import styles from './account-page.module.css';

/** What an account page shows until the shopper's details are in, or when they cannot be loaded. */
export function AccountLoading({ failed = false }: { failed?: boolean }) {
  return failed ? (
    <p className={styles.status} role="alert">
      Your account details could not be loaded. Please reload the page.
    </p>
  ) : (
    <p className={styles.status} role="status">
      Loading your account…
    </p>
  );
}
