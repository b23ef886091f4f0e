import { z } from 'zod';
import { rolesFor } from '@/lib/shop/staff-roles';
import type { CallContract } from '../../call';
import { defineCall } from '../../call';
import { listOf, rowId } from '../../fields';
import { OPERATOR_TAG } from './fields';

// The shop's search words (docs/product.md#search-words): what shoppers type, and what it means
// in the catalog's words. Catalog work: owners and the catalog role edit them.

const roles = rolesFor('catalog');

export const adminSynonymSchema = z.object({
  id: z.number().int(),
  words: z.string(),
  means: z.array(z.string()),
});
export type AdminSynonym = z.infer<typeof adminSynonymSchema>;

const words = z
  .string({ error: 'Type the words shoppers search with.' })
  .trim()
  .min(1, 'Type the words shoppers search with.')
  .max(60, 'Keep it to 60 characters.');

export const searchSynonymsCall = defineCall({
  method: 'POST',
  path: '/api/admin/search/synonyms',
  tag: OPERATOR_TAG,
  summary: "The shop's search synonyms, by their words.",
  access: 'operator',
  roles,
  input: z.strictObject({}),
  output: listOf(adminSynonymSchema),
});

export const searchSynonymSaveCall = defineCall({
  method: 'POST',
  path: '/api/admin/search/synonymSave',
  tag: OPERATOR_TAG,
  summary: 'Adds a search synonym (no id) or changes one.',
  description:
    'Words and meanings are stored lowercased, letters and digits only. Code 0 when the words already have a synonym, ' +
    'or no meaning differs from the words; 404 for an unknown id. Answers every synonym.',
  access: 'operator',
  roles,
  input: z.strictObject({
    id: rowId().optional(),
    words,
    means: z.array(words).min(1, 'Add at least one meaning.').max(10, 'Keep it to 10 meanings.'),
  }),
  output: listOf(adminSynonymSchema),
});

export const searchSynonymRemoveCall = defineCall({
  method: 'POST',
  path: '/api/admin/search/synonymRemove',
  tag: OPERATOR_TAG,
  summary: 'Removes a search synonym.',
  description: 'Code 404 for an unknown id. Answers every synonym left.',
  access: 'operator',
  roles,
  input: z.strictObject({ id: rowId() }),
  output: listOf(adminSynonymSchema),
});

export const SEARCH_ADMIN_CALLS: readonly CallContract[] = [
  searchSynonymsCall,
  searchSynonymSaveCall,
  searchSynonymRemoveCall,
];
