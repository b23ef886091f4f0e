// The staff's labels on a customer (docs/operating.md#customer-notes): short words such as "VIP" or
// "wholesale". One rule for the form, the call and the list's filter, so a label typed twice in
// another case or with extra spaces is the same label.

/** Characters of a label, after its spaces are tidied. */
export const CUSTOMER_TAG_MAX = 24;
/** Labels one customer may carry: enough to sort them, few enough to read at a glance. */
export const CUSTOMER_TAGS_MAX = 12;
/** Characters of a staff note on a customer, as an order's note. */
export const CUSTOMER_NOTE_MAX = 2000;

/** Letters and digits, with spaces, dashes, dots, ampersands and plus signs between them. */
const TAG_SHAPE = /^[\p{L}\p{N}](?:[\p{L}\p{N} &+./-]*[\p{L}\p{N}+])?$/u;

export const CUSTOMER_TAG_MESSAGE = `A label is 1 to ${CUSTOMER_TAG_MAX} letters or digits (spaces, - . & + between them).`;

/** The label as kept: trimmed, inner runs of spaces made one. */
function tidyTag(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

/** The tidied label, or null when it is not one (empty, too long, or other characters). */
export function customerTagOf(raw: string): string | null {
  const tag = tidyTag(raw);
  return tag.length <= CUSTOMER_TAG_MAX && TAG_SHAPE.test(tag) ? tag : null;
}

/** What makes two labels the same: their case is not part of them. */
export function tagKey(tag: string): string {
  return tidyTag(tag).toLowerCase();
}
