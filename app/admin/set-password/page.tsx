import type { Metadata } from 'next';
import Link from 'next/link';
import { ConsoleDoor } from '@/components/admin/sign-in/console-door';
import { SetPasswordForm } from '@/components/admin/sign-in/set-password-form';
import { STAFF_PASSWORD_MIN } from '@/lib/contract/calls/admin/fields';
import { NotFoundError } from '@/lib/contract/errors';
import { passwordLinkOwner } from '@/lib/server/domain/staff';
import { currentStoreSettings } from '@/lib/server/domain/store-settings';

export const metadata: Metadata = { title: 'Choose your password' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The member a link is for, or null for a link that is unknown, used or past its days. */
async function memberOfLink(token: string | undefined) {
  if (!token || token.length > 200) return null;
  try {
    return await passwordLinkOwner({ token });
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/** /admin/set-password?token=…: the one-time link a new member (or one reset) opens. */
export default async function SetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const raw = (await searchParams).token;
  const token = Array.isArray(raw) ? raw[0] : raw;
  const member = await memberOfLink(token);
  const { shopName } = (await currentStoreSettings()).settings;
  if (!member || !token) {
    return (
      <ConsoleDoor title="This link no longer works" shopName={shopName}>
        <p data-testid="set-password-gone">
          A set-password link works once and for a few days. Ask an owner of the shop to send you a new one,
          or sign in if you already chose your password.
        </p>
        <Link href="/admin/sign-in" className="button">
          Go to sign-in
        </Link>
      </ConsoleDoor>
    );
  }
  return (
    <ConsoleDoor
      title={`Welcome${member.name ? `, ${member.name}` : ''}`}
      shopName={shopName}
      lead={
        <>
          Choose the password for <strong data-testid="set-password-email">{member.email}</strong> (
          {member.role}).
          {member.role === 'owner' ? ' After it, you add a second factor with an authenticator app.' : ''}
        </>
      }
    >
      <SetPasswordForm token={token} email={member.email} minLength={STAFF_PASSWORD_MIN} />
    </ConsoleDoor>
  );
}
