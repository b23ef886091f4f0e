'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { closeDialog, openDialog, useShopState } from '@/lib/client/store';
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

/**
 * Holds the login and reset dialogs of every page (spec §3 dialog flags `login` and `reset`), and
 * opens the reset dialog in set-password mode when the page was opened from the set-password mail.
 */
export function AccountDialogs() {
  const loginOpen = useShopState(selectLoginOpen);
  const resetOpen = useShopState(selectResetOpen);
  const [resetEmail, setResetEmail] = useState('');
  // Read while the state is made: nothing renders from it until the reset dialog opens, which the
  // effect below does after hydration, so the server's null and the browser's link cannot clash.
  const [link, setLink] = useState<SetPasswordLink | null>(linkInAddress);

  useEffect(() => {
    if (!linkInAddress()) return;
    // the token leaves the address bar at once: not in history, bookmarks or a Referer header
    window.history.replaceState(window.history.state, '', withoutSetPasswordLink(window.location.href));
    openDialog('reset');
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
