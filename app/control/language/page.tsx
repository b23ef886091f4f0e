import { ControlPage } from '@/components/control/control-page';
import { CurrencyChoice } from '@/components/control/currency-choice';
import { LanguageNote } from '@/components/control/language-note';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const metadata = pageMetadata({
  title: 'Language and currency',
  description: 'The shop is in English; choose the currency prices are shown in.',
  path: '/control/language',
  noindex: true,
});

/**
 * "/control/language" (docs/product.md#routes): the language (English only: the locale is en) and
 * the currency.
 */
export default function ControlLanguagePage() {
  return (
    <ControlPage title="Language and currency" backToMenu>
      <LanguageNote />
      <CurrencyChoice />
    </ControlPage>
  );
}
