'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { IntentLink } from '@/components/ui/intent-link';

/**
 * A top-menu link that marks itself as the current page. The listings are static routes, which
 * Next.js prefetches whole on sight (their payload and code): on intent instead (IntentLink).
 */
export function MenuLink(props: {
  href: string;
  className?: string;
  testId: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  const { href, className, testId, onClick, children } = props;
  const pathname = usePathname();
  const current = pathname === href || pathname.startsWith(`${href}/`);
  return (
    <IntentLink
      href={href}
      className={className}
      aria-current={current ? 'page' : undefined}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </IntentLink>
  );
}
