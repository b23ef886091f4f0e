import type { TicketTopic } from '@/lib/contract/ticket-rules';

/** The contact form's topic choices, in the shopper's words (the keys are the support team's). */
export const TICKET_TOPIC_LABELS: Record<TicketTopic, string> = {
  order: 'An order I placed',
  prescription: 'My prescription or lenses',
  returns: 'A return or exchange',
  product: 'A frame or accessory',
  website: 'The website or my account',
  other: 'Something else',
};
