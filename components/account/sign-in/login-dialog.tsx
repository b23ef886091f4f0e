'use client';

import { useId, useRef, type KeyboardEvent } from 'react';
import { closeDialog, setLoginDialogTab, useShopState, type LoginDialogTab } from '@/lib/client/store';
import { useShopName } from '@/components/app/shop-name';
import { AccountDialog } from '../ui/account-dialog';
import { LoginDialogRegister } from './login-dialog-register';
import { LoginDialogSignIn } from './login-dialog-sign-in';
import styles from './login-dialog.module.css';

const TABS: readonly { tab: LoginDialogTab; label: string; testId: string }[] = [
  { tab: 'login', label: 'Sign in', testId: 'login-tab-signin' },
  { tab: 'register', label: 'Register', testId: 'login-tab-register' },
];

const selectTab = (state: { loginDialogTab: LoginDialogTab }) => state.loginDialogTab;
const close = () => closeDialog('login');

interface Props {
  onForgotPassword: (email: string) => void;
}

/**
 * The login dialog (dialog flag `login`, tab `loginDialogTab`: docs/product.md#client-state): "Sign
 * in" and "Register" as tabs. Arrow keys move between the tabs, as in every tab list.
 */
export function LoginDialog({ onForgotPassword }: Props) {
  const id = useId();
  const tab = useShopState(selectTab);
  const shopName = useShopName();
  const tabRefs = useRef<Partial<Record<LoginDialogTab, HTMLButtonElement | null>>>({});

  const moveWithArrows = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const index = TABS.findIndex((entry) => entry.tab === tab);
    const next =
      event.key === 'Home'
        ? TABS[0]
        : event.key === 'End'
          ? TABS[TABS.length - 1]
          : TABS[(index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length];
    if (!next) return;
    setLoginDialogTab(next.tab);
    tabRefs.current[next.tab]?.focus();
  };

  return (
    <AccountDialog
      title={tab === 'login' ? `Sign in to ${shopName}` : `Create your ${shopName} account`}
      intro={
        tab === 'login'
          ? 'Track your orders, keep your prescriptions and wishlist in one place.'
          : 'It takes a minute. Your wishlist on this device moves into your account.'
      }
      onClose={close}
      testId="login-dialog"
    >
      <div role="tablist" aria-label="Sign in or register" className={styles.tabs} onKeyDown={moveWithArrows}>
        {TABS.map((entry) => (
          <button
            key={entry.tab}
            ref={(element) => {
              tabRefs.current[entry.tab] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${entry.tab}-tab`}
            aria-selected={tab === entry.tab}
            aria-controls={tab === entry.tab ? `${id}-${entry.tab}-panel` : undefined}
            tabIndex={tab === entry.tab ? 0 : -1}
            className={styles.tab}
            onClick={() => setLoginDialogTab(entry.tab)}
            data-testid={entry.testId}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}-tab`}>
        {tab === 'login' ? (
          <LoginDialogSignIn onForgotPassword={onForgotPassword} />
        ) : (
          <LoginDialogRegister />
        )}
      </div>
    </AccountDialog>
  );
}
