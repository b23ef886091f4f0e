import type { ChatMessage } from '@/lib/contract/calls/chat';
import styles from './chat-widget.module.css';

/** "14:05" from an ISO time, in the browser's time zone, without Intl (scripts/check-page-bundles.mjs). */
function clock(iso: string): string {
  const date = new Date(iso);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/**
 * A conversation's messages: a polite live log, so a screen reader announces each new message
 * without cutting off what it is reading. Shared by the shop's widget and the console's desk.
 */
export function ChatLog({
  messages,
  you = 'shopper',
}: {
  messages: readonly ChatMessage[];
  you?: ChatMessage['author'];
}) {
  return (
    <div className={styles.log} role="log" aria-live="polite" aria-label="Messages" data-testid="chat-log">
      <ol className={styles.messages}>
        {messages.map((message) => (
          <li
            key={message.id}
            className={message.author === you ? styles.mine : styles.theirs}
            data-testid="chat-log-message"
          >
            <span className={styles.who}>
              {message.author === 'shopper'
                ? you === 'shopper'
                  ? 'You'
                  : 'Shopper'
                : (message.name ?? 'Staff')}
              {' · '}
              <time dateTime={message.createdAt}>{clock(message.createdAt)}</time>
            </span>
            <span className={styles.body}>{message.body}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
