'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { followEventStream } from '@/lib/api';
import { chatDeskStream } from '@/lib/api/admin-calls';
import { signInAddress } from '@/lib/api/admin-client';
import { readOperatorToken } from '@/lib/api/operator-cookie';
import type { chatDeskSchema } from '@/lib/contract/calls/admin/chats';
import type { ChatMessage } from '@/lib/contract/calls/chat';
import type { ChatStatus } from '@/lib/shop/chat-rules';
import type { z } from 'zod';

export type Desk = z.infer<typeof chatDeskSchema>;

export interface OpenChat {
  id: number;
  status: ChatStatus | null;
  messages: ChatMessage[];
}

/** The open chat's state, or a fresh one once the member opened another chat. */
const sameChat = (current: OpenChat | null, id: number): OpenChat =>
  current?.id === id ? current : { id, status: null, messages: [] };

function merged(known: readonly ChatMessage[], more: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(known.map((message) => [message.id, message]));
  for (const message of more) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * The desk followed live (docs/operating.md#live-chat): the list of chats, and the open chat's
 * messages and state, from one stream that also keeps this member online.
 */
export function useDesk(initial: Desk, openId: number | null) {
  const [desk, setDesk] = useState(initial);
  const [open, setOpen] = useState<OpenChat | null>(null);
  const [connected, setConnected] = useState(false);
  const router = useRouter();

  useEffect(() => {
    const stop = new AbortController();
    void followEventStream({
      path: chatDeskStream.path,
      body: (seen) =>
        openId === null ? {} : { id: openId, ...(seen !== undefined ? { after: Number(seen) } : {}) },
      headers: (): Record<string, string> => {
        const token = readOperatorToken();
        return token ? { Authorization: `Bearer ${token}` } : {};
      },
      signal: stop.signal,
      onConnected: setConnected,
      onEvent: ({ event, data }) => {
        if (event === 'desk') setDesk(data as Desk);
        if (openId === null) return;
        if (event === 'message')
          setOpen((current) => {
            const chat = sameChat(current, openId);
            return { ...chat, messages: merged(chat.messages, [data as ChatMessage]) };
          });
        if (event === 'state')
          setOpen((current) => ({
            ...sameChat(current, openId),
            status: (data as { status: ChatStatus }).status,
          }));
      },
      onRefused: (code) => {
        if (code === 3) router.push(signInAddress('/admin/chats'));
      },
    });
    return () => stop.abort();
  }, [openId, router]);

  const heard = (messages: readonly ChatMessage[]) => {
    if (openId === null) return;
    setOpen((current) => {
      const chat = sameChat(current, openId);
      return { ...chat, messages: merged(chat.messages, messages) };
    });
  };

  return { desk, open: openId === null ? null : sameChat(open, openId), connected, heard };
}
