import type { CouponScopeChoices } from '@/lib/contract/calls/admin/coupons';
import { productChoices } from '@/lib/server/domain/catalog';
import { listLensOptionsForConsole } from '@/lib/server/domain/lens-options';
import { database } from '@/lib/server/platform/db';

/**
 * What the console's coupon form offers to limit a coupon to (docs/operating.md#coupons): the
 * products not archived and the lens options, each step's options under its title.
 */
export async function couponScopeChoices(): Promise<CouponScopeChoices> {
  const db = await database();
  const [products, lenses] = await Promise.all([productChoices(db), listLensOptionsForConsole()]);
  return {
    products: products.map(({ id, code, name, type }) => ({ id, code, name, type })),
    lensSteps: lenses.steps.map((step) => ({
      title: step.title,
      options: step.options.map((option) => ({ id: option.id, name: option.name })),
    })),
  };
}
