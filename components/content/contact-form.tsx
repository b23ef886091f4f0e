'use client';

import { selectSignedIn, useShopState } from '@/lib/client/store';
import { contactDraftProblems } from './contact-draft';
import { contactFailure } from './contact-failure';
import { TicketForm } from './ticket-form';
import styles from './contact-form.module.css';

/**
 * The contact form (/api/contact/save): files a support ticket and shows its number. On a
 * failure the shopper's text stays in the form; the fields the server names are marked and the
 * first of them gets focus.
 */
export function ContactForm() {
  const signedIn = useShopState(selectSignedIn);
  return (
    <TicketForm
      email={signedIn ? 'optional' : 'required'}
      initialName=""
      check={(draft) => contactDraftProblems(draft, signedIn)}
      failureOf={contactFailure}
      heading="Send us a message"
      intro="All fields are required unless marked optional."
      orderNumberHint="As shown in your order e-mail, if your message is about an order."
      messageRows={7}
      countTestId="contact-message-count"
      markRequired
      waitForScript
      submitLabel="Send message"
      testIds={{ form: 'contact-form', submit: 'contact-submit', failure: 'contact-failure' }}
      classes={{
        form: styles.form,
        title: styles.title,
        intro: styles.intro,
        failure: styles.failure,
        actions: styles.actions,
      }}
      sent={{
        note: (ticketNumber) =>
          `Thanks — your ticket number is ${ticketNumber}. Please quote it if you write to us again.`,
        testId: 'contact-success',
        className: styles.success,
      }}
    />
  );
}
