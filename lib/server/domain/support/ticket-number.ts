import { randomInt } from 'node:crypto';

/** Capitals and digits that cannot be misread over the phone: no 0/O, 1/I/L. */
const TICKET_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const TICKET_DIGITS = 6;

/** T- and six characters of TICKET_ALPHABET, e.g. T-7K2M9Q. */
export const TICKET_NUMBER = /^T-[2-9A-HJKMNP-Z]{6}$/;

/** A random ticket number (about 887 million of them); the database keeps them unique. */
export function newTicketNumber(): string {
  let digits = '';
  for (let i = 0; i < TICKET_DIGITS; i += 1)
    digits += TICKET_ALPHABET.charAt(randomInt(TICKET_ALPHABET.length));
  return `T-${digits}`;
}
