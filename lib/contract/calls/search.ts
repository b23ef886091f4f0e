import { z } from 'zod';
import { SUGGEST_MIN_CHARACTERS } from '@/lib/shop/search-query';
import { defineCall } from '../call';
import { productCardSchema } from './goods';
import { faqSummarySchema } from './question';

export const searchSuggestionsSchema = z.object({
  /** The words searched instead of the keyword, when a misspelt word was corrected. */
  correctedKeyword: z.string().optional(),
  products: z.array(productCardSchema),
  categories: z.array(z.object({ name: z.string(), href: z.string() })),
  articles: z.array(faqSummarySchema.pick({ id: true, slug: true, title: true })),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;

export const searchSuggestCall = defineCall({
  method: 'POST',
  path: '/api/search/suggest',
  tag: 'Product',
  summary: 'What the search box suggests as the shopper types: products, categories and help articles.',
  description:
    'Up to 6 products (best matches first, searched as /api/goods/list searches a keyword), up to 3 categories and up to 3 help articles. ' +
    'The keyword needs at least 2 characters.',
  input: z.strictObject({ keyword: z.string().trim().min(SUGGEST_MIN_CHARACTERS).max(100) }),
  output: searchSuggestionsSchema,
});
