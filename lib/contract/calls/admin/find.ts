import { z } from 'zod';
import {
  CONSOLE_SEARCH_HITS,
  CONSOLE_SEARCH_KINDS,
  CONSOLE_SEARCH_MAX,
  CONSOLE_SEARCH_MIN,
} from '@/lib/shop/console-search';
import type { CallContract } from '../../call';
import { defineCall } from '../../call';
import { OPERATOR_TAG } from './fields';

// The console header's search (docs/operating.md#console-search): orders, customers, products and
// tickets at once, each kind only for a role that opens its area. Not /api/admin/search/*, which
// keeps the shop's search words.

const hitSchema = z.object({
  /** What the hit is called: an order's number, a customer's name, a product's name … */
  title: z.string(),
  /** A second line: the e-mail, the code, the status. */
  detail: z.string(),
  /** The object's console page. */
  href: z.string(),
});

const findAnswerSchema = z.object({
  /** The kinds the role finds, in order, each with its hits (possibly none). */
  groups: z.array(
    z.object({ kind: z.enum(CONSOLE_SEARCH_KINDS), label: z.string(), hits: z.array(hitSchema) }),
  ),
});
export type ConsoleFindAnswer = z.infer<typeof findAnswerSchema>;

export const consoleFindCall = defineCall({
  method: 'POST',
  path: '/api/admin/find',
  tag: OPERATOR_TAG,
  summary: 'The console header’s search: orders, customers, products and tickets holding the text.',
  description: `\`text\` (${CONSOLE_SEARCH_MIN} to ${CONSOLE_SEARCH_MAX} characters) matches part of an order's number, e-mail or recipient; a customer's name or e-mail; a product's code, name or SKU; a ticket's number, topic, e-mail or name; in any case. At most ${CONSOLE_SEARCH_HITS} hits a kind, newest first; a kind only when the member's role opens its area (docs/operating.md#console-search).`,
  access: 'operator',
  input: z.strictObject({
    text: z
      .string({ error: 'Type what to find.' })
      .trim()
      .min(CONSOLE_SEARCH_MIN, `Type at least ${CONSOLE_SEARCH_MIN} characters.`)
      .max(CONSOLE_SEARCH_MAX, `Keep it under ${CONSOLE_SEARCH_MAX} characters.`),
  }),
  output: findAnswerSchema,
});

export const FIND_CALLS: readonly CallContract[] = [consoleFindCall];
