// The promotions module's front door: the second-frame offer as the owner keeps it
// (docs/operating.md#promotions, docs/product.md#pricing). Below the cart, the checkout and the
// pages that advertise the offer; they ask it for the offer that applies now.
import 'server-only';

export { currentFrameOffer, forgetPromotions } from './frame-offer-store';
export { getPromotions, updatePromotions } from './promotions-admin';
