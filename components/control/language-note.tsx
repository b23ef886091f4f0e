import styles from './control.module.css';

/** The locale is en: the shop has one language, and says so rather than offering a choice. */
export function LanguageNote() {
  return (
    <section aria-labelledby="control-language" className={styles.language} data-testid="language-note">
      <h2 id="control-language" className={styles.heading}>
        Language
      </h2>
      <p>
        <strong>English</strong> is the only language the shop is available in for now. Pages, e-mails and
        order confirmations are all in English.
      </p>
    </section>
  );
}
