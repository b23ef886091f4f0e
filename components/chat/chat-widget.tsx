'use client';

import { useId, useState, type FormEvent } from 'react';
import { selectSignedIn, useShopState } from '@/lib/client/store';
import { CHAT_MESSAGE_MAX } from '@/lib/shop/chat-rules';
import { ChatLog } from './chat-log';
import styles from './chat-widget.module.css';
import { problemOf, useChat, type ChatState } from './use-chat';

// The live chat's panel (docs/product.md#live-chat), loaded only once the shopper reaches for the
// button. A guest gives a name and an e-mail with the first message, so a chat nobody answers live
// can be answered by mail; a signed-in shopper is known.

export function ChatWidget({ onClose }: { onClose: () => void }) {
  const id = useId();
  const { chat, start, send, close, startOver } = useChat();
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} data-testid="chat-widget">
      <header className={styles.head}>
        <h2 id={`${id}-title`} className={styles.title}>
          Live chat
        </h2>
        <button type="button" className={styles.hide} onClick={onClose} data-testid="chat-hide">
          Hide chat
        </button>
      </header>
      {chat.loading ? (
        <p className={styles.note}>Opening the chat…</p>
      ) : chat.token === null ? (
        <StartForm onStart={start} />
      ) : (
        <>
          <ChatStatusNote chat={chat} />
          <ChatLog messages={chat.messages} />
          {chat.status === 'closed' ? (
            <button
              type="button"
              className={styles.secondary}
              onClick={startOver}
              data-testid="chat-start-over"
            >
              Start a new chat
            </button>
          ) : (
            <MessageForm onSend={send} onEnd={close} />
          )}
        </>
      )}
    </section>
  );
}

function ChatStatusNote({ chat }: { chat: ChatState }) {
  const text =
    chat.status === 'waiting'
      ? 'Waiting for a member of our team to join…'
      : chat.status === 'taken' || chat.status === 'handed-over'
        ? `You are chatting with ${chat.staffName ?? 'our team'}.`
        : chat.status === 'ticket'
          ? `Nobody from our team is online right now (our hours: ${chat.hours}). Your messages are kept as ticket ${chat.ticketNumber}: we answer by e-mail, and in “My tickets” when you are signed in.`
          : `This chat is closed. It is kept as ticket ${chat.ticketNumber}.`;
  return (
    <p className={styles.note} role="status" data-testid="chat-status">
      {text}
    </p>
  );
}

function StartForm({
  onStart,
}: {
  onStart: (input: { message: string; name?: string; email?: string }) => Promise<void>;
}) {
  const id = useId();
  const signedIn = useShopState(selectSignedIn);
  const [values, setValues] = useState({ name: '', email: '', message: '' });
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const [sending, setSending] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setProblem(null);
    const guest = signedIn ? {} : { name: values.name, email: values.email };
    onStart({ message: values.message, ...guest })
      .catch((error: unknown) => setProblem(problemOf(error)))
      .finally(() => setSending(false));
  };
  const field = (name: 'name' | 'email' | 'message') => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
    'aria-invalid': problem?.fields[name] ? true : undefined,
    'aria-describedby': problem?.fields[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: string) =>
    problem?.fields[name] ? (
      <p id={`${id}-${name}-error`} className={styles.error}>
        {problem.fields[name]}
      </p>
    ) : null;

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-busy={sending}
      data-testid="chat-start-form"
    >
      <p className={styles.note}>Ask us anything: our team answers here, live.</p>
      {signedIn ? null : (
        <>
          <label htmlFor={`${id}-name`}>Your name</label>
          <input {...field('name')} autoComplete="name" data-testid="chat-name" />
          {error('name')}
          <label htmlFor={`${id}-email`}>Your e-mail (for our answer if the chat becomes a ticket)</label>
          <input {...field('email')} type="email" autoComplete="email" data-testid="chat-email" />
          {error('email')}
        </>
      )}
      <label htmlFor={`${id}-message`}>Your message</label>
      <textarea
        {...field('message')}
        rows={3}
        maxLength={CHAT_MESSAGE_MAX}
        data-testid="chat-first-message"
      />
      {error('message')}
      {problem && Object.keys(problem.fields).length === 0 ? (
        <p className={styles.error} role="alert">
          {problem.message}
        </p>
      ) : null}
      <button type="submit" className={styles.primary} disabled={sending} data-testid="chat-start">
        Start the chat
      </button>
    </form>
  );
}

function MessageForm({
  onSend,
  onEnd,
}: {
  onSend: (message: string) => Promise<void>;
  onEnd: () => Promise<void>;
}) {
  const id = useId();
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!message.trim()) return;
    setSending(true);
    setProblem('');
    onSend(message)
      .then(() => setMessage(''))
      .catch((error: unknown) => setProblem(problemOf(error).message))
      .finally(() => setSending(false));
  };

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-busy={sending}
      data-testid="chat-message-form"
    >
      <label htmlFor={`${id}-message`}>Your message</label>
      <textarea
        id={`${id}-message`}
        rows={2}
        maxLength={CHAT_MESSAGE_MAX}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        data-testid="chat-message"
      />
      {problem ? (
        <p className={styles.error} role="alert" data-testid="chat-error">
          {problem}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={sending} data-testid="chat-send">
          Send
        </button>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => void onEnd().catch((error: unknown) => setProblem(problemOf(error).message))}
          data-testid="chat-end"
        >
          End the chat
        </button>
      </div>
    </form>
  );
}
