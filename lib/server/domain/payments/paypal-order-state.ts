import { z } from 'zod';
import { payPalValueToCents } from './paypal-amount';

/**
 * A capture as the payment step compares it with the order (amount and currency: USD,
 * docs/product.md#currencies).
 */
export interface PayPalCapture {
  id: string;
  status: string;
  amountCents: number;
  /** As PayPal wrote it; anything but USD is refused by the payment step. */
  currency: string;
}

export interface PayPalOrderState {
  id: string;
  /** CREATED, APPROVED, COMPLETED, VOIDED… */
  status: string;
  /** purchase_units[0].custom_id: the shop's order number. */
  orderNumber: string | null;
  capture: PayPalCapture | null;
}

const money = z.object({
  currency_code: z.string(),
  value: z.string().refine((value) => payPalValueToCents(value) !== null, 'not a PayPal amount'),
});

export const paypalCaptureSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: money,
  custom_id: z.string().optional(),
});

export const paypalOrderSchema = z.object({
  id: z.string(),
  status: z.string(),
  purchase_units: z
    .array(
      z.object({
        custom_id: z.string().optional(),
        payments: z.object({ captures: z.array(paypalCaptureSchema).optional() }).optional(),
      }),
    )
    .optional(),
});

export type PayPalOrderAnswer = z.infer<typeof paypalOrderSchema>;

export function toPayPalCapture(capture: z.infer<typeof paypalCaptureSchema>): PayPalCapture {
  return {
    id: capture.id,
    status: capture.status,
    amountCents: payPalValueToCents(capture.amount.value) ?? 0,
    currency: capture.amount.currency_code,
  };
}

/** The order as the payment step needs it; the completed capture wins over a pending or declined one. */
export function toPayPalOrderState(order: PayPalOrderAnswer): PayPalOrderState {
  const unit = order.purchase_units?.[0];
  const captures = unit?.payments?.captures ?? [];
  const capture = captures.find((c) => c.status === 'COMPLETED') ?? captures[0] ?? null;
  return {
    id: order.id,
    status: order.status,
    orderNumber: unit?.custom_id ?? capture?.custom_id ?? null,
    capture: capture ? toPayPalCapture(capture) : null,
  };
}
