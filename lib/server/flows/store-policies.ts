import 'server-only';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { currentShippingTable } from '@/lib/server/domain/shipping';
import type { StoreSettingsView } from '@/lib/server/domain/store-settings';
import { defaultPolicy } from '@/lib/shop/store-policies';

// The policy pages as shoppers and the console read them (docs/operating.md#store-policies): the
// owner's text, or a default drawn from the shop's rules as they stand now. The shipping policy's
// default tells the shipping table the owner keeps (docs/operating.md#shipping), which the store
// settings, ranked below shipping, cannot read: this flow, above both, draws it. A change of the
// table sends the "shipping" notice, which drops every rendered page, the policy's with them.

/**
 * The settings with the shipping policy's default drawn from the table kept now (an owner's own
 * text is left as written). The build opens no database and its render is never served: it keeps
 * the settings' default, drawn from the table a new shop is seeded with.
 */
export async function withPoliciesNow(view: StoreSettingsView): Promise<StoreSettingsView> {
  const shipping = view.policies.shipping;
  if (!shipping.isDefault || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return view;
  const markdown = defaultPolicy('shipping', view.settings.shopName, await currentShippingTable());
  return { ...view, policies: { ...view.policies, shipping: { markdown, isDefault: true } } };
}
