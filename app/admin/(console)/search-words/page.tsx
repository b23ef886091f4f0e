import type { Metadata } from 'next';
import { ConsolePageHead } from '@/components/admin/ui/console-page-head';
import { SynonymsEditor } from '@/components/admin/search-words/synonyms-editor';
import { adminSynonyms } from '@/lib/server/domain/search';
import { requireOperatorPage } from '@/lib/server/domain/staff';

export const metadata: Metadata = { title: 'Search synonyms' };

/**
 * /admin/search-words: the shop's search synonyms (docs/product.md#search-words). A change reaches
 * the storefront's searches within seconds through the change notices.
 */
export default async function SearchWordsPage() {
  await requireOperatorPage('catalog');
  return (
    <>
      <ConsolePageHead
        title="Search synonyms"
        lead="What shoppers type, and what the shop should find for it besides the words themselves."
      />
      <SynonymsEditor synonyms={(await adminSynonyms()).list} />
    </>
  );
}
