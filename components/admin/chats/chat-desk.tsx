'use client';

import { useId, useState, type FormEvent } from 'react';
import { ChatLog } from '@/components/chat/chat-log';
import { StatusBadge, type BadgeTone } from '@/components/admin/ui/status-badge';
import { formatCents } from '@/components/admin/ui/console-format';
import { chatCloseDesk, chatHandOver, chatReply, chatTake } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import { isApiError } from '@/lib/api';
import type { DeskChat } from '@/lib/contract/calls/admin/chats';
import { CHAT_MESSAGE_MAX, type ChatStatus } from '@/lib/shop/chat-rules';
import formStyles from '../ui/console-form.module.css';
import styles from './chats.module.css';
import { useDesk, type Desk } from './use-desk';

const STATUS: Readonly<Record<ChatStatus, [string, BadgeTone]>> = {
  waiting: ['Waiting', 'waiting'],
  taken: ['Taken', 'good'],
  'handed-over': ['Handed over', 'attention'],
  closed: ['Closed', 'closed'],
  ticket: ['Ticket', 'neutral'],
};

/** The console's live chats (docs/operating.md#live-chat): the list, and the chat the member opened. */
export function ChatDesk({ initial, me }: { initial: Desk; me: number }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const { desk, open, connected, heard } = useDesk(initial, openId);
  const chat = openId === null ? undefined : desk.chats.find((row) => row.id === openId);
  return (
    <div className={styles.desk}>
      <section aria-labelledby="chats-waiting" className={styles.list}>
        <h2 id="chats-waiting">Chats now</h2>
        <p role="status" data-testid="chats-online">
          {connected ? `${desk.online} member${desk.online === 1 ? '' : 's'} online.` : 'Connecting…'}
        </p>
        {desk.chats.length === 0 ? (
          <p data-testid="chats-empty">No chat is waiting.</p>
        ) : (
          <ul className={styles.rows} data-testid="chats-list">
            {desk.chats.map((row) => (
              <li key={row.id} data-testid="chats-row">
                <button
                  type="button"
                  className={styles.row}
                  aria-current={row.id === openId ? 'true' : undefined}
                  onClick={() => setOpenId(row.id)}
                >
                  <strong>{row.name}</strong>{' '}
                  <StatusBadge tone={STATUS[row.status][1]}>{STATUS[row.status][0]}</StatusBadge>
                  <span className={styles.meta}>
                    {row.ticketNumber} · {row.staffName ? `with ${row.staffName}` : 'nobody yet'}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {openId !== null && open ? (
        <OpenChatPanel
          key={openId}
          chat={chat}
          status={open.status ?? chat?.status ?? null}
          messages={open.messages}
          me={me}
          members={desk.members}
          onMessages={heard}
        />
      ) : null}
    </div>
  );
}

function OpenChatPanel({
  chat,
  status,
  messages,
  me,
  members,
  onMessages,
}: {
  chat: DeskChat | undefined;
  status: ChatStatus | null;
  messages: Parameters<typeof ChatLog>[0]['messages'];
  me: number;
  members: Desk['members'];
  onMessages: (messages: Parameters<typeof ChatLog>[0]['messages']) => void;
}) {
  const id = useId();
  const [reply, setReply] = useState('');
  const [target, setTarget] = useState('');
  const [problem, setProblem] = useState('');
  if (!chat) return <p data-testid="chat-gone">This chat has left the desk (closed, or a ticket now).</p>;
  const mine = chat.staffId === me && (status === 'taken' || status === 'handed-over');

  const act = (work: () => Promise<{ messages: Parameters<typeof ChatLog>[0]['messages'] }>) => {
    setProblem('');
    work()
      .then((detail) => onMessages(detail.messages))
      .catch((error: unknown) => setProblem(isApiError(error) ? error.message : 'Please try again.'));
  };
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reply.trim()) return;
    act(async () => {
      const detail = await callConsole(chatReply, { id: chat.id, message: reply });
      setReply('');
      return detail;
    });
  };

  return (
    <section aria-labelledby={`${id}-title`} className={styles.open} data-testid="chat-open">
      <h2 id={`${id}-title`}>
        {chat.name} {chat.signedIn ? '(signed in)' : '(guest)'}
      </h2>
      <dl className={styles.facts}>
        <dt>E-mail</dt>
        <dd>{chat.email ?? '—'}</dd>
        <dt>Ticket</dt>
        <dd>
          <a href={`/admin/tickets/${encodeURIComponent(chat.ticketNumber)}`}>{chat.ticketNumber}</a>
        </dd>
        <dt>Page</dt>
        <dd data-testid="chat-page">{chat.pageUrl}</dd>
        <dt>Cart</dt>
        <dd data-testid="chat-cart">
          {chat.cart.lines.length === 0
            ? 'Empty'
            : `${chat.cart.lines.map((line) => `${line.quantity} × ${line.name} (${line.colorName})`).join(', ')}; total ${formatCents(chat.cart.totalCents)}`}
        </dd>
      </dl>
      <ChatLog messages={messages} you="support" />
      {problem ? (
        <p className={formStyles.formError} role="alert" data-testid="chat-desk-error">
          {problem}
        </p>
      ) : null}
      <div className={formStyles.actions}>
        {status === 'waiting' ? (
          <button
            type="button"
            onClick={() => act(() => callConsole(chatTake, { id: chat.id }))}
            data-testid="chat-take"
          >
            Take this chat
          </button>
        ) : null}
        {mine || status === 'waiting' ? (
          <button
            type="button"
            onClick={() => act(() => callConsole(chatCloseDesk, { id: chat.id }))}
            data-testid="chat-close"
          >
            Close the chat
          </button>
        ) : null}
      </div>
      {mine ? (
        <>
          <form className={formStyles.form} onSubmit={send} noValidate data-testid="chat-reply-form">
            <label htmlFor={`${id}-reply`}>Your answer</label>
            <textarea
              id={`${id}-reply`}
              rows={3}
              maxLength={CHAT_MESSAGE_MAX}
              value={reply}
              onChange={(event) => setReply(event.target.value)}
              data-testid="chat-reply"
            />
            <div className={formStyles.actions}>
              <button type="submit" data-testid="chat-reply-send">
                Send
              </button>
            </div>
          </form>
          <div className={formStyles.actions}>
            <label htmlFor={`${id}-to`}>Hand over to</label>
            <select
              id={`${id}-to`}
              value={target}
              onChange={(event) => setTarget(event.target.value)}
              data-testid="chat-hand-to"
            >
              <option value="">Choose a member</option>
              {members
                .filter((member) => member.id !== me)
                .map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.name}
                  </option>
                ))}
            </select>
            <button
              type="button"
              disabled={!target}
              onClick={() => act(() => callConsole(chatHandOver, { id: chat.id, staffId: Number(target) }))}
              data-testid="chat-hand-over"
            >
              Hand over
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}
