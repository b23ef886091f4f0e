import type { Metadata } from 'next';
import { StoreLogoForm } from '@/components/admin/settings/store-logo-form';
import { StorePolicyForm } from '@/components/admin/settings/store-policy-form';
import { StoreSettingsForm } from '@/components/admin/settings/store-settings-form';
import { ConsolePageHead } from '@/components/admin/ui/console-page-head';
import styles from '@/components/admin/ui/console-page.module.css';
import { requireOperatorPage } from '@/lib/server/domain/staff';
import { currentStoreSettings } from '@/lib/server/domain/store-settings';
import { withPoliciesNow } from '@/lib/server/flows/store-policies';

export const metadata: Metadata = { title: 'Settings' };

/**
 * /admin/settings (owners, docs/operating.md#store-settings): the shop's name, contact details,
 * mail sender, time zone and public URL; its logo; its policy pages.
 */
export default async function SettingsPage() {
  await requireOperatorPage('settings');
  // the shipping policy's default tells the shipping table kept now
  const view = await withPoliciesNow(await currentStoreSettings());
  const fallback =
    view.publicUrlSource === 'setting'
      ? 'SITE_URL, or http://localhost:3000 when that is unset'
      : `${view.settings.publicUrl}${view.publicUrlSource === 'environment' ? ' (SITE_URL)' : ', a development machine'}`;
  return (
    <>
      <ConsolePageHead
        title="Settings"
        lead="How customers see the shop on its pages, in mail and on invoices, and where its links point. Changes apply at once."
      />
      <section className={styles.card} aria-labelledby="settings-shop">
        <h2 id="settings-shop" className={styles.cardTitle}>
          The shop
        </h2>
        <StoreSettingsForm
          initial={{ ...view.settings, publicUrl: view.publicUrlSetting }}
          publicUrlFallback={fallback}
        />
      </section>
      <section className={styles.card} aria-labelledby="settings-logo">
        <h2 id="settings-logo" className={styles.cardTitle}>
          Logo
        </h2>
        <StoreLogoForm initial={view.logo} shopName={view.settings.shopName} />
      </section>
      <section className={styles.card} aria-labelledby="settings-policies">
        <h2 id="settings-policies" className={styles.cardTitle}>
          Policy pages
        </h2>
        <StorePolicyForm initial={view.policies} />
      </section>
    </>
  );
}
