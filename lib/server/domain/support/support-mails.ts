import { composeMail, greetingFor, type Mail, shopName, siteAddress } from '@/lib/server/platform/mail';

// Mails of the support desk: the shop's answers and questions in a ticket. Messages are plain text:
// composeMail escapes every paragraph, so nothing is sanitised here.

const MY_TICKETS = '/centerMain/tickets/my-tickets';
const CONTACT_PAGE = '/contact-us';

/** A message's lines as paragraphs: a mail body keeps the line breaks the member typed. */
function paragraphsOf(message: string): string[] {
  return message
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Where the shopper answers: their account's tickets page, or the contact page for a guest. */
function answerWay(ticketNumber: string, hasAccount: boolean) {
  return hasAccount
    ? {
        paragraph: 'You can read the whole conversation and answer in your account.',
        action: { label: 'Open your tickets', href: siteAddress(MY_TICKETS) },
      }
    : {
        paragraph: `To answer, write to us through the contact page and mention ticket ${ticketNumber}.`,
        action: { label: 'Write to us', href: siteAddress(CONTACT_PAGE) },
      };
}

/**
 * The support team answered a ticket. A guest has no account to read the thread in, so the
 * answer itself is the mail; an account's shopper gets it too, with the way to the thread.
 */
export function ticketReplyMail(input: {
  to: string;
  name: string;
  ticketNumber: string;
  message: string;
  hasAccount: boolean;
}): Mail {
  const way = answerWay(input.ticketNumber, input.hasAccount);
  return composeMail({
    to: input.to,
    subject: `Re: your ${shopName()} support ticket ${input.ticketNumber}`,
    greeting: greetingFor(input.name),
    paragraphs: [
      `We have answered your support ticket ${input.ticketNumber}:`,
      ...paragraphsOf(input.message),
      way.paragraph,
    ],
    action: way.action,
    footnote: `Please quote ${input.ticketNumber} whenever you write to us about this.`,
  });
}

/** The shop asks the shopper something (a prescription that needs a second look, an order question). */
export function shopQuestionMail(input: {
  to: string;
  name: string;
  ticketNumber: string;
  orderNumber: string | null;
  message: string;
  hasAccount: boolean;
}): Mail {
  const way = answerWay(input.ticketNumber, input.hasAccount);
  const about = input.orderNumber ? `your order ${input.orderNumber}` : `your ${shopName()} account`;
  return composeMail({
    to: input.to,
    subject: input.orderNumber
      ? `A question about your ${shopName()} order ${input.orderNumber}`
      : `A question from ${shopName()} support`,
    greeting: greetingFor(input.name),
    paragraphs: [
      `We have a question about ${about} (ticket ${input.ticketNumber}):`,
      ...paragraphsOf(input.message),
      way.paragraph,
    ],
    action: way.action,
    footnote: `Please quote ${input.ticketNumber} whenever you write to us about this.`,
  });
}
