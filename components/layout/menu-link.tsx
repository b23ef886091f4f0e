'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

/** A top-menu link that marks itself as the current page. */
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
    <Link
      href={href}
      className={className}
      aria-current={current ? 'page' : undefined}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </Link>
  );
}
