import { useEffect, useRef, useState } from 'react';
import { DEBOUNCE_MS } from '@/lib/shop/constants';

/**
 * A quantity the shopper is still choosing: arrowing through the select shows each number at once,
 * but only the one they stop on is sent, after the debounce (600 ms, docs/product.md#constants) or
 * when they leave the control. The shown number stays the chosen one until the cart answers.
 */
export function useQuantityDraft(saved: number, send: (quantity: number) => Promise<unknown>) {
  const [draft, setDraft] = useState<number | null>(null);
  const waiting = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = () => {
    clearTimeout(timer.current);
    const quantity = waiting.current;
    waiting.current = null;
    if (quantity === null) return;
    if (quantity === saved) {
      setDraft(null);
      return;
    }
    // the cart's answer carries the quantity kept (or the old one with the reason it was refused)
    void send(quantity).finally(() => {
      if (waiting.current === null) setDraft(null);
    });
  };

  const choose = (quantity: number) => {
    setDraft(quantity);
    waiting.current = quantity;
    clearTimeout(timer.current);
    timer.current = setTimeout(commit, DEBOUNCE_MS);
  };

  return { shown: draft ?? saved, choose, commit };
}
