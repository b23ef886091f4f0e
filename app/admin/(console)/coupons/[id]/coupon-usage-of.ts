import { notFound } from 'next/navigation';
import { NotFoundError } from '@/lib/contract/errors';
import { couponUsage } from '@/lib/server/flows/coupon-orders';

/** The coupon (with its use) of a console address /admin/coupons/<id>, or the console's 404. */
export async function couponUsageOf(raw: string) {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id < 1) notFound();
  try {
    return await couponUsage({ id });
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
}
