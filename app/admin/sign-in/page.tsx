import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { consoleReturnPath } from '@/components/admin/ui/console-areas';
import { ConsoleDoor } from '@/components/admin/sign-in/console-door';
import { SignInForm } from '@/components/admin/sign-in/sign-in-form';
import { operatorPageSession } from '@/lib/server/domain/staff';
import { currentStoreSettings } from '@/lib/server/domain/store-settings';

export const metadata: Metadata = { title: 'Sign in' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** /admin/sign-in: the console's way in; an operator already signed in goes on to the page asked for. */
export default async function ConsoleSignInPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const returnTo = consoleReturnPath(first(params.next));
  if (await operatorPageSession()) redirect(returnTo);
  const { shopName } = (await currentStoreSettings()).settings;
  return (
    <ConsoleDoor
      title="Sign in to the console"
      lead={`For members of ${shopName}’s staff. Shoppers sign in on the shop.`}
      shopName={shopName}
    >
      <SignInForm returnTo={returnTo} welcome={first(params.welcome) === '1'} />
    </ConsoleDoor>
  );
}
