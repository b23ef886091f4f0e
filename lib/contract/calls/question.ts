import { z } from 'zod';
import { defineCall } from '../call';
import { listOf, optionalInteger, pageOf, rowId } from '../fields';
import { FAQ_TOPICS } from '../formats';

export const faqSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  topic: z.string(),
  title: z.string(),
  summary: z.string(),
});
export type FaqSummary = z.infer<typeof faqSummarySchema>;

export const faqArticleSchema = faqSummarySchema.extend({
  /** The article's paragraphs, in order, as plain text (the body's Markdown marks taken off). */
  paragraphs: z.array(z.string()),
  /** The article's body in Markdown, as the help page renders it. */
  body: z.string(),
  updatedAt: z.string(),
});
export type FaqArticle = z.infer<typeof faqArticleSchema>;

/** An article is named by its id or its slug (the /faq/:articles? URL key). */
const articleRef = z.union([
  z.strictObject({ id: rowId() }),
  z.strictObject({ slug: z.string().trim().min(1).max(120) }),
]);

export const questionSearchCall = defineCall({
  method: 'POST',
  path: '/api/question/search',
  tag: 'Help and FAQ',
  summary: 'Help articles matching a keyword, best matches first.',
  input: z.strictObject({
    keyword: z.string().trim().min(1).max(100),
    limit: optionalInteger(1, 50).default(10),
  }),
  output: listOf(faqSummarySchema),
});

export const questionListCall = defineCall({
  method: 'POST',
  path: '/api/question/list',
  tag: 'Help and FAQ',
  summary: 'Help articles, optionally of one topic, with the topics and their counts.',
  input: z.strictObject({
    topic: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(FAQ_TOPICS).optional()),
    page: optionalInteger(1, 1000).default(1),
    pageSize: optionalInteger(1, 100).default(50),
  }),
  output: pageOf(faqSummarySchema).extend({
    topics: z.array(z.object({ topic: z.string(), count: z.number().int() })),
  }),
});

export const questionInfoCall = defineCall({
  method: 'POST',
  path: '/api/question/info',
  tag: 'Help and FAQ',
  summary: 'One help article by id or slug.',
  description: 'Answers code 404 for an unknown article.',
  input: articleRef,
  output: faqArticleSchema,
});

export const questionOtherCall = defineCall({
  method: 'POST',
  path: '/api/question/other',
  tag: 'Help and FAQ',
  summary: 'Related articles for an article: its topic first, then others.',
  input: z.union([
    z.strictObject({ id: rowId(), limit: optionalInteger(1, 20).default(5) }),
    z.strictObject({ slug: z.string().trim().min(1).max(120), limit: optionalInteger(1, 20).default(5) }),
  ]),
  output: listOf(faqSummarySchema),
});
