import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * An order number a shopper can read out: OC + the day (yymmdd) + six random characters, e.g.
 * OC261122-7KQ2XM. Random rather than counted, so a number reveals nothing about sales; the
 * unique index catches the rare clash and the caller tries again.
 */
export function newOrderNumber(now = new Date()): string {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  const tail = Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `OC${day}-${tail}`;
}
