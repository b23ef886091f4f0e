import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { TooManyAttemptsError } from '@/lib/contract/errors';
import { CHAT_MESSAGES_PER_MINUTE, CHATS_PER_HOUR } from '@/lib/shop/chat-rules';
import { createLimiter, spendAttempt, waitMessage } from '@/lib/server/platform/limits';

// The chat's limits (docs/operating.md#live-chat): chats started per network address and hour,
// messages per conversation and minute (the shopper's and the staff's counted apart). In Redis when
// configured, so every instance counts the same.

let started: RateLimiterAbstract | undefined;
let sent: RateLimiterAbstract | undefined;

export async function spendChatStart(address: string | undefined): Promise<void> {
  started ??= createLimiter({ keyPrefix: 'chat-started', points: CHATS_PER_HOUR, duration: 3600 });
  const retryAfter = await spendAttempt(started, [`ip:${address ?? 'unknown'}`]);
  if (retryAfter > 0)
    throw waitMessage(retryAfter, `You have started ${CHATS_PER_HOUR} chats in the last hour.`);
}

export async function spendChatMessage(conversationId: number, side: 'shopper' | 'staff'): Promise<void> {
  sent ??= createLimiter({ keyPrefix: 'chat-messages', points: CHAT_MESSAGES_PER_MINUTE, duration: 60 });
  const retryAfter = await spendAttempt(sent, [`${side}:${conversationId}`]);
  if (retryAfter > 0)
    throw new TooManyAttemptsError(
      retryAfter,
      `That is ${CHAT_MESSAGES_PER_MINUTE} messages in a minute. Please wait ${retryAfter} second${retryAfter === 1 ? '' : 's'} before sending another.`,
    );
}
