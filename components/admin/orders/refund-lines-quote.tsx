'use client';

import { useEffect, useRef } from 'react';
import { fieldErrorsOf, isApiError } from '@/lib/api';
import { orderRefundQuote } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import type { FieldMessages } from '@/components/account/ui/account-form-state';
import { formatCents } from '../ui/console-format';
import { centsOfDollars } from '../ui/money-input';
import { chosenLines } from './refund-lines-fields';

// What a refund by line comes to, asked of the shop as the choices change (debounced), and the
// checks of the by-line fields before the refund is sent (docs/operating.md#refund-by-line).

export interface RefundQuote {
  computedCents: number;
  taxCents: number;
}
export type QuoteErrors = { lines?: string; shipping?: string };

type Values = Record<'mode' | 'lines' | 'shipping' | 'tax', string>;

interface Props {
  number: string;
  values: Values;
  /** The quote (null while none) and why there is none. */
  onQuote: (quote: RefundQuote | null, errors: QuoteErrors) => void;
}

const QUOTE_DELAY_MS = 300;

/** Asks for the quote a moment after the choices stop changing; renders nothing. */
export function RefundQuoteWatch({ number, values, onQuote }: Props) {
  const report = useRef(onQuote);
  useEffect(() => {
    report.current = onQuote;
  });
  const { mode, lines: linesText, shipping, tax } = values;
  useEffect(() => {
    if (mode !== 'lines') return;
    const lines = chosenLines(linesText);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      if (lines.length === 0 && shipping !== 'yes') {
        report.current(null, {});
        return;
      }
      callConsole(
        orderRefundQuote,
        { number, lines, shipping: shipping === 'yes', tax: tax === 'yes' },
        { signal: controller.signal },
      ).then(
        (answer) => report.current(answer, {}),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const fields = fieldErrorsOf(error);
          report.current(
            null,
            fields
              ? { lines: fields.lines, shipping: fields.shipping }
              : { lines: isApiError(error) ? error.message : 'The amount could not be worked out.' },
          );
        },
      );
    }, QUOTE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [number, mode, linesText, shipping, tax]);
  return null;
}

type LineFields = 'lines' | 'amountCents' | 'loweredBecause';

/** The by-line fields' problems: something chosen and worked out, an amount never above it, a reason to lower it. */
export function refundLinesProblems(
  values: Record<LineFields | 'shipping', string>,
  quote: RefundQuote | null,
  quoteErrors: QuoteErrors,
): FieldMessages<LineFields> {
  if (chosenLines(values.lines).length === 0 && values.shipping !== 'yes')
    return { lines: 'Choose at least one unit of a line, or the shipping, to refund.' };
  if (!quote)
    return { lines: quoteErrors.lines ?? quoteErrors.shipping ?? 'The amount is being worked out.' };
  const cents = centsOfDollars(values.amountCents);
  if (cents === null || cents <= 0) return { amountCents: 'Enter the amount in dollars, like 25 or 25.50.' };
  if (cents > quote.computedCents)
    return {
      amountCents: `The chosen lines come to ${formatCents(quote.computedCents)}: the amount can be lowered, not raised.`,
    };
  if (cents < quote.computedCents && !values.loweredBecause.trim())
    return { loweredBecause: 'Say why the refund is lower than the chosen lines come to.' };
  return {};
}
