import { redirect } from 'next/navigation';
import { accountHref, ACCOUNT_OVERVIEW_ROUTE } from '@/lib/shop/account-menu';

/** "/centerMain" itself has no page of its own: the overview is the area's landing page. */
export default function AccountAreaIndex() {
  redirect(accountHref(ACCOUNT_OVERVIEW_ROUTE));
}
