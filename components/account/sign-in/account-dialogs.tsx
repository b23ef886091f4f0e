'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { callApi } from '@/lib/api';
import { readAccountMailLink, withoutAccountMailLink } from '@/lib/client/account-mail-links';
import { closeDialog, openDialog, showTip, signIn, useShopState } from '@/lib/client/store';
import { confirmEmailAddress } from '@/lib/contract/account-addresses';
import {
  readSetPasswordLink,
  withoutSetPasswordLink,
  type SetPasswordLink,
} from '@/lib/client/set-password-link';

// Loaded the first time a dialog opens, so catalog pages do not carry the forms in their bundle.
const LoginDialog = lazy(() => import('./login-dialog').then((module) => ({ default: module.LoginDialog })));
const ResetDialog = lazy(() => import('./reset-dialog').then((module) => ({ default: module.ResetDialog })));

const selectLoginOpen = (state: { dialogs: { login: boolean } }) => state.dialogs.login;
const selectResetOpen = (state: { dialogs: { reset: boolean } }) => state.dialogs.reset;

function linkInAddress(): SetPasswordLink | null {
  return typeof window === 'undefined' ? null : readSetPasswordLink(window.location.href);
}

function resetEmailInAddress(): string {
  const mailLink = typeof window === 'undefined' ? null : readAccountMailLink(window.location.href);
  return mailLink?.kind === 'reset' ? mailLink.email : '';
}

export const EMAIL_CONFIRMED_TIP = 'Your e-mail is confirmed. You are signed in.';

/** The confirm link's token signs in; a refusal (a used or expired link) shows as a tip. */
async function confirmEmail(token: string): Promise<void> {
  try {
    const answer = await callApi(confirmEmailAddress, { token });
    void signIn(answer.token, answer.userInfo);
    showTip(EMAIL_CONFIRMED_TIP);
  } catch {
    // the call has shown its message
  }
}

/**
 * Holds the login and reset dialogs of every page (the dialog flags `login` and `reset`,
 * docs/product.md#client-state), and answers the links of the account mails: the set-password mail
 * opens the reset dialog in set-password mode, the confirm mail signs in, the others open the reset
 * or sign-in dialog.
 */
export function AccountDialogs() {
  const loginOpen = useShopState(selectLoginOpen);
  const resetOpen = useShopState(selectResetOpen);
  // the "you already have an account" mail's e-mail, read as the link below is
  const [resetEmail, setResetEmail] = useState(resetEmailInAddress);
  // Read while the state is made: nothing renders from it until the reset dialog opens, which the
  // effect below does after hydration, so the server's null and the browser's link cannot clash.
  const [link, setLink] = useState<SetPasswordLink | null>(linkInAddress);

  useEffect(() => {
    if (!linkInAddress()) return;
    // the token leaves the address bar at once: not in history, bookmarks or a Referer header
    window.history.replaceState(window.history.state, '', withoutSetPasswordLink(window.location.href));
    openDialog('reset');
  }, []);

  useEffect(() => {
    const mailLink = readAccountMailLink(window.location.href);
    if (!mailLink) return;
    window.history.replaceState(window.history.state, '', withoutAccountMailLink(window.location.href));
    if (mailLink.kind === 'confirm') void confirmEmail(mailLink.token);
    else if (mailLink.kind === 'reset') openDialog('reset');
    else openDialog('login', 'login');
  }, []);

  const forgotPassword = (email: string) => {
    setResetEmail(email);
    closeDialog('login');
    openDialog('reset');
  };

  const closeReset = () => {
    setLink(null);
    closeDialog('reset');
  };

  return (
    <Suspense fallback={null}>
      {loginOpen ? <LoginDialog onForgotPassword={forgotPassword} /> : null}
      {resetOpen ? <ResetDialog initialEmail={resetEmail} link={link} onClose={closeReset} /> : null}
    </Suspense>
  );
}
