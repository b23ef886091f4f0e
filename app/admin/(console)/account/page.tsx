import type { Metadata } from 'next';
import { AlertChoicesForm } from '@/components/admin/account/alert-choices-form';
import { ChangePasswordForm } from '@/components/admin/account/change-password-form';
import { ProfileForm } from '@/components/admin/account/profile-form';
import { ConsolePageHead } from '@/components/admin/ui/console-page-head';
import { TwoFactorForm } from '@/components/admin/account/two-factor-form';
import styles from '@/components/admin/ui/console-page.module.css';
import { STAFF_PASSWORD_MIN } from '@/lib/contract/calls/admin/fields';
import { ROLE_DESCRIPTIONS } from '@/lib/shop/staff-roles';
import { alertChoices } from '@/lib/server/domain/alerts';
import { operatorProfile, requireOperatorPage } from '@/lib/server/domain/staff';

export const metadata: Metadata = { title: 'Your account' };

/**
 * /admin/account: who is signed in, what their role opens, their name and optician's licence
 * number (docs/operating.md#optician-check), the e-mail alerts they ask for (docs/operating.md#alerts),
 * and a new password.
 */
export default async function ConsoleAccountPage() {
  const operator = await requireOperatorPage('dashboard');
  const [profile, alerts] = await Promise.all([operatorProfile(operator), alertChoices(operator)]);
  return (
    <>
      <ConsolePageHead title="Your account" />
      <div className={styles.narrow}>
        <section className={styles.card} aria-labelledby="account-who">
          <h2 id="account-who" className={styles.cardTitle}>
            Signed in as
          </h2>
          <dl className={styles.facts}>
            <dt>Name</dt>
            <dd>{profile.name || '—'}</dd>
            <dt>E-mail</dt>
            <dd>{profile.email}</dd>
            <dt>Role</dt>
            <dd>
              {profile.role}: {ROLE_DESCRIPTIONS[profile.role]}
            </dd>
            <dt>Second factor</dt>
            <dd>{profile.twoFactor ? 'On (authenticator app)' : 'Off'}</dd>
            <dt>Prescriptions</dt>
            <dd data-testid="account-may-confirm">
              {profile.mayConfirmPrescriptions
                ? 'You may confirm prescriptions.'
                : 'You may not confirm prescriptions: an owner grants it on the Staff page.'}
            </dd>
          </dl>
        </section>
        <section className={styles.card} aria-labelledby="account-profile">
          <h2 id="account-profile" className={styles.cardTitle}>
            Name and licence
          </h2>
          <ProfileForm name={profile.name} licenceNumber={profile.licenceNumber} />
        </section>
        <section className={styles.card} aria-labelledby="account-alerts">
          <h2 id="account-alerts" className={styles.cardTitle}>
            E-mail alerts
          </h2>
          <AlertChoicesForm initial={alerts.choices} />
        </section>
        {profile.twoFactor ? null : (
          <section className={styles.card} aria-labelledby="account-two-factor">
            <h2 id="account-two-factor" className={styles.cardTitle}>
              Second factor
            </h2>
            <TwoFactorForm />
          </section>
        )}
        <section className={styles.card} aria-labelledby="account-password">
          <h2 id="account-password" className={styles.cardTitle}>
            Change your password
          </h2>
          <ChangePasswordForm email={profile.email} minLength={STAFF_PASSWORD_MIN} />
        </section>
      </div>
    </>
  );
}
