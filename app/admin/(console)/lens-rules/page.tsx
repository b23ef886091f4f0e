import type { Metadata } from 'next';
import { LensRulesEditor } from '@/components/admin/lens-rules/lens-rules-editor';
import { LensRulesPreview } from '@/components/admin/lens-rules/lens-rules-preview';
import { ConsolePageHead } from '@/components/admin/ui/console-page-head';
import { previewLensRules } from '@/lib/server/domain/lens-options';
import { listLensRules } from '@/lib/server/domain/lens-rules';
import { requireOperatorPage } from '@/lib/server/domain/staff';

export const metadata: Metadata = { title: 'Lens rules' };

/**
 * /admin/lens-rules (docs/operating.md#lens-rules): the rules driven by the prescription and the
 * frame, each to edit, with which catalog frames and which powers each one hits.
 */
export default async function LensRulesPage() {
  await requireOperatorPage('catalog');
  const [{ rules }, reach] = await Promise.all([listLensRules(), previewLensRules({})]);
  return (
    <>
      <ConsolePageHead
        title="Lens rules"
        lead="The wizard, add-to-cart and this page read the same rules; an edit applies to the next step a shopper takes."
      />
      <LensRulesPreview reach={reach} />
      <LensRulesEditor rules={rules} />
    </>
  );
}
