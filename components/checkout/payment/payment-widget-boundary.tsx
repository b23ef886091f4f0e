'use client';

import { Component, type ReactNode } from 'react';

interface Props {
  /** What the shopper reads in place of a payment widget that failed. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Keeps a payment provider's widget from taking the page down with it: a provider's script that
 * cannot load (blocked, offline) makes its React component throw, and the other ways to pay must
 * stay usable.
 */
export class PaymentWidgetBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
