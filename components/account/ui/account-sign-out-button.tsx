'use client';

import { useState } from 'react';
import { signOut } from '@/lib/client/store';

interface Props {
  className?: string;
  testId?: string;
}

/**
 * "Sign out": ends the session on the server, then the shop's logout (which reloads the page,
 * docs/product.md#accounts).
 */
export function AccountSignOutButton({ className, testId = 'sign-out' }: Props) {
  const [signingOut, setSigningOut] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={signingOut}
      aria-busy={signingOut}
      onClick={() => {
        setSigningOut(true);
        void signOut();
      }}
      data-testid={testId}
    >
      {signingOut ? 'Signing out…' : 'Sign out'}
    </button>
  );
}
