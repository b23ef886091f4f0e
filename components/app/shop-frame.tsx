'use client';

import { useSelectedLayoutSegment } from 'next/navigation';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/app/app-providers';
import { ChunkReloadGuard } from '@/components/app/chunk-reload-guard';
import { ErrorStatusGate } from '@/components/app/error-status-gate';
import { RouteTracker } from '@/components/app/route-tracker';
import { ScrollRestorer } from '@/components/app/scroll-restorer';
import { ShopNameProvider } from '@/components/app/shop-name';
import { ChatLauncher } from '@/components/chat/chat-launcher';
import { OfflineBanner } from '@/components/ui/offline-banner';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Snackbar } from '@/components/ui/snackbar';

/**
 * The top folder of app/ that holds the operator console (docs/operating.md#console), which has a
 * frame of its own.
 */
export const CONSOLE_SEGMENT = 'admin';

interface Props {
  /** The shop's header and terms strip, rendered by the server. */
  header: ReactNode;
  footer: ReactNode;
  /** The shop's name as the owner set it (docs/operating.md#store-brand), for the client islands. */
  shopName: string;
  children: ReactNode;
}

/**
 * The shop's frame around every page: skip link, header, main landmark, footer, and the client
 * side of the shell (start-up calls, visit time, statistics, sign-in dialogs). The operator
 * console is not the shop: its pages bring their own frame, and none of the shop's start-up calls
 * or page-view statistics run there. The route picks, as SiteHeaderMode picks the checkout header.
 */
export function ShopFrame({ header, footer, shopName, children }: Props) {
  if (useSelectedLayoutSegment() === CONSOLE_SEGMENT) return children;
  return (
    <ShopNameProvider shopName={shopName}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <AppProviders>
        <OfflineBanner />
        {header}
        <main id="main" tabIndex={-1}>
          {/* fixed along the window's top; inside a landmark, as all content must be (axe region) */}
          <ProgressBar />
          <ErrorStatusGate>{children}</ErrorStatusGate>
        </main>
        {footer}
        <Snackbar />
        <RouteTracker />
        <ScrollRestorer />
        <ChunkReloadGuard />
        <ChatLauncher />
      </AppProviders>
    </ShopNameProvider>
  );
}
