import type { Metadata } from 'next';
import { ChatDesk } from '@/components/admin/chats/chat-desk';
import { ConsolePageHead } from '@/components/admin/ui/console-page-head';
import { chatDesk } from '@/lib/server/domain/chat';
import { requireOperatorPage } from '@/lib/server/domain/staff';
import { CHAT_HOURS } from '@/lib/shop/chat-rules';

export const metadata: Metadata = { title: 'Live chats' };

/**
 * /admin/chats (docs/operating.md#live-chat): waiting and active chats, live. While this page is
 * open its member counts as online, so shoppers may start live chats.
 */
export default async function ChatsPage() {
  const operator = await requireOperatorPage('tickets');
  const desk = await chatDesk();
  return (
    <>
      <ConsolePageHead
        title="Live chats"
        lead={`While this page is open you are online for the shop’s live chat. With nobody online, a new chat becomes a ticket and the shopper is told our hours (${CHAT_HOURS}).`}
      />
      <ChatDesk initial={desk} me={operator.staffId} />
    </>
  );
}
