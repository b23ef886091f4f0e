'use client';

import { useShopName } from '@/components/app/shop-name';
import type { Ticket } from '@/lib/contract/calls/contact';
import { formatTicketTime, messageAuthorLabel } from './ticket-format';
import styles from './ticket-card.module.css';

/** A ticket's conversation, oldest message first; support's answers stand out from the shopper's. */
export function TicketThread({ messages }: { messages: Ticket['messages'] }) {
  const shopName = useShopName();
  return (
    <ol className={styles.thread} aria-label="Messages">
      {messages.map((message, index) => (
        <li
          key={`${message.createdAt}-${index}`}
          className={message.author === 'support' ? styles.fromSupport : styles.fromShopper}
          data-testid="ticket-thread-message"
        >
          <p className={styles.messageMeta}>
            <span className={styles.author}>{messageAuthorLabel(message.author, shopName)}</span>{' '}
            <time dateTime={message.createdAt}>{formatTicketTime(message.createdAt)}</time>
          </p>
          <p className={styles.messageBody}>{message.body}</p>
        </li>
      ))}
    </ol>
  );
}
