import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import styles from './content-page.module.css';

/** The contact page: the form (a client island) beside the shop's contact details. */
export function ContactUs(contact: { supportEmail: string; supportPhone: string }) {
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.hero}>
        <h1 className={styles.title}>Contact us</h1>
        <p className={styles.lead}>
          Questions about an order, your prescription or a frame? Write to us: every message gets a ticket
          number, and we answer by e-mail.
        </p>
      </header>
      <div className={styles.contactLayout}>
        <ContactForm />
        <ContactDetails {...contact} />
      </div>
    </div>
  );
}
