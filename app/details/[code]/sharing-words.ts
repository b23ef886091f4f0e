import 'server-only';
import type { SharingWords } from '@/lib/server/domain/seo';
import { storeSettingsForPages } from '@/lib/server/domain/store-settings';
import { advertisedFacts } from '@/lib/server/flows/advertised-terms';
import { sharingTermsLine } from '@/lib/shop/advertised-terms';

/** The shop's name and terms a product's sharing picture shows, as the owner keeps them now. */
export async function sharingWords(): Promise<SharingWords> {
  const [{ settings }, facts] = await Promise.all([storeSettingsForPages(), advertisedFacts()]);
  return { shopName: settings.shopName, termsLine: sharingTermsLine(facts.freeShippingThresholdCents) };
}
