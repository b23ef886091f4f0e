'use client';

import { useCallback, useEffect, useState } from 'react';
import { callApi, fieldErrorsOf, followEventStream, isApiError, shopStreamHeaders } from '@/lib/api';
import { chatClose, chatSend, chatStart, chatStream, chatView } from '@/lib/contract/chat-addresses';
import type { ChatMessage, ChatView } from '@/lib/contract/calls/chat';
import type { ChatStatus } from '@/lib/shop/chat-rules';

// The widget's state (docs/product.md#live-chat): the conversation's token kept in this browser,
// its messages merged by id from the calls and the live stream, and the stream followed while the
// widget is open.

const TOKEN_KEY = 'oculoChatToken';

function storedToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

function keepToken(token: string | null): void {
  try {
    if (token) window.localStorage.setItem(TOKEN_KEY, token);
    else window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // storage refused: the chat lasts as long as the page
  }
}

/** Messages by id, oldest first: a message heard twice (a call's answer and the stream) shows once. */
function merged(known: readonly ChatMessage[], more: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(known.map((message) => [message.id, message]));
  for (const message of more) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export interface ChatState {
  loading: boolean;
  token: string | null;
  status: ChatStatus | null;
  ticketNumber: string;
  staffName: string | null;
  hours: string;
  messages: ChatMessage[];
}

const EMPTY: ChatState = {
  loading: true,
  token: null,
  status: null,
  ticketNumber: '',
  staffName: null,
  hours: '',
  messages: [],
};

const stateOf = (token: string, view: ChatView): ChatState => ({ loading: false, token, ...view });

export function useChat() {
  // the widget mounts only in the browser, after the shopper reached for it: storage is there
  const [chat, setChat] = useState<ChatState>(() => ({ ...EMPTY, loading: storedToken() !== null }));

  useEffect(() => {
    const token = storedToken();
    if (!token) return;
    callApi(chatView, { token }, { tip: false })
      .then((view) => setChat(stateOf(token, view)))
      .catch(() => {
        keepToken(null);
        setChat({ ...EMPTY, loading: false });
      });
  }, []);

  const { token } = chat;
  const live = token !== null && chat.status !== null && chat.status !== 'closed';
  useEffect(() => {
    if (!token || !live) return;
    const stop = new AbortController();
    const lastId = () => chat.messages.at(-1)?.id;
    const firstAfter = lastId();
    void followEventStream({
      path: chatStream.path,
      body: (seen) => ({
        token,
        ...(seen !== undefined
          ? { after: Number(seen) }
          : firstAfter !== undefined
            ? { after: firstAfter }
            : {}),
      }),
      headers: shopStreamHeaders,
      signal: stop.signal,
      onEvent: ({ event, data }) => {
        if (event === 'message')
          setChat((current) => ({ ...current, messages: merged(current.messages, [data as ChatMessage]) }));
        if (event === 'state')
          setChat((current) => ({ ...current, ...(data as Pick<ChatState, 'status' | 'staffName'>) }));
      },
      onRefused: () => stop.abort(),
    });
    return () => stop.abort();
    // the stream follows one conversation; its messages are read once when it opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, live]);

  const start = useCallback(async (input: { message: string; name?: string; email?: string }) => {
    const started = await callApi(chatStart, { ...input, pageUrl: window.location.pathname }, { tip: false });
    keepToken(started.token);
    setChat(stateOf(started.token, started));
  }, []);

  const send = useCallback(
    async (message: string) => {
      if (!token) return;
      const answer = await callApi(
        chatSend,
        { token, message, pageUrl: window.location.pathname },
        { tip: false },
      );
      setChat((current) => ({ ...current, messages: merged(current.messages, [answer.message]) }));
    },
    [token],
  );

  const close = useCallback(async () => {
    if (!token) return;
    const view = await callApi(chatClose, { token }, { tip: false });
    setChat(stateOf(token, view));
  }, [token]);

  const startOver = useCallback(() => {
    keepToken(null);
    setChat({ ...EMPTY, loading: false });
  }, []);

  return { chat, start, send, close, startOver };
}

/** A failed call's words for the shopper, and the fields it names. */
export function problemOf(error: unknown): { message: string; fields: Record<string, string> } {
  return {
    message: isApiError(error) ? error.message : 'The chat could not be reached. Please try again.',
    fields: fieldErrorsOf(error) ?? {},
  };
}
