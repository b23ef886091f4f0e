// The customers and tickets areas: a shopper's wallet, coupons and block, and their tickets.
import { addressOf } from '@/lib/contract/address';
import type {
  customerAdjustWalletCall,
  customerBlockCall,
  customerGrantCouponCall,
  customerUnblockCall,
} from '@/lib/contract/calls/admin/customers';
import type {
  customerAddNoteCall,
  customerAddTagCall,
  customerPrescriptionCall,
  customerRemoveTagCall,
} from '@/lib/contract/calls/admin/customer-notes';
import type {
  ticketAssignCall,
  ticketAssignManyCall,
  ticketCloseCall,
  ticketCloseManyCall,
  ticketReopenCall,
  ticketReplyCall,
} from '@/lib/contract/calls/admin/tickets';

export const customerAdjustWallet = addressOf<typeof customerAdjustWalletCall>(
  'POST',
  '/api/admin/customers/adjustWallet',
);
export const customerGrantCoupon = addressOf<typeof customerGrantCouponCall>(
  'POST',
  '/api/admin/customers/grantCoupon',
);
export const customerBlock = addressOf<typeof customerBlockCall>('POST', '/api/admin/customers/block');
export const customerUnblock = addressOf<typeof customerUnblockCall>('POST', '/api/admin/customers/unblock');
export const ticketReply = addressOf<typeof ticketReplyCall>('POST', '/api/admin/tickets/reply');
export const ticketAssign = addressOf<typeof ticketAssignCall>('POST', '/api/admin/tickets/assign');
export const ticketClose = addressOf<typeof ticketCloseCall>('POST', '/api/admin/tickets/close');
export const ticketAssignMany = addressOf<typeof ticketAssignManyCall>(
  'POST',
  '/api/admin/tickets/assignMany',
);
export const ticketCloseMany = addressOf<typeof ticketCloseManyCall>('POST', '/api/admin/tickets/closeMany');
export const ticketReopen = addressOf<typeof ticketReopenCall>('POST', '/api/admin/tickets/reopen');
export const customerAddNote = addressOf<typeof customerAddNoteCall>('POST', '/api/admin/customers/addNote');
export const customerAddTag = addressOf<typeof customerAddTagCall>('POST', '/api/admin/customers/addTag');
export const customerRemoveTag = addressOf<typeof customerRemoveTagCall>(
  'POST',
  '/api/admin/customers/removeTag',
);
export const customerPrescription = addressOf<typeof customerPrescriptionCall>(
  'POST',
  '/api/admin/customers/prescription',
);
