// The operator console's calls (issue 20), by address only (lib/contract/address.ts): the console's
// islands need where a call lives and its types, not its zod schemas. A unit test checks that every
// address here is a call of the contract (same method and path).
import { addressOf, type CallAddress } from '@/lib/contract/address';
import type {
  afterSalesApproveCall,
  afterSalesDeclineCall,
  afterSalesPhotoCall,
} from '@/lib/contract/calls/admin/after-sales';
import type {
  contentBannerDeleteCall,
  contentBannerOrderCall,
  contentBannerSaveCall,
  contentFaqDeleteCall,
  contentFaqSaveCall,
  contentHotWordAddCall,
  contentHotWordOrderCall,
  contentHotWordRemoveCall,
  contentMarkdownPreviewCall,
  contentPageBlockResetCall,
  contentPageBlockSaveCall,
  contentPhotoWallDeleteCall,
  contentPhotoWallOrderCall,
  contentPhotoWallSaveCall,
} from '@/lib/contract/calls/admin/content';
import type {
  adminCouponCreateCall,
  adminCouponPauseCall,
  adminCouponUpdateCall,
  adminCouponUsageCall,
} from '@/lib/contract/calls/admin/coupons';
import type {
  lensOptionCheckCall,
  lensOptionCreateCall,
  lensOptionMoveCall,
  lensOptionSetActiveCall,
  lensOptionUpdateCall,
} from '@/lib/contract/calls/admin/lens-options';
import type {
  customerAdjustWalletCall,
  customerBlockCall,
  customerGrantCouponCall,
  customerUnblockCall,
} from '@/lib/contract/calls/admin/customers';
import type { productExportCall, productImportCall } from '@/lib/contract/calls/admin/product-bulk';
import type {
  adminOrderCancelCall,
  adminOrderCheckPrescriptionCall,
  adminOrderDeliverCall,
  adminOrderExportCall,
  adminOrderPrescriptionCall,
  adminOrderPrescriptionPhotoCall,
  adminOrderRefundCall,
  adminOrderShipCall,
} from '@/lib/contract/calls/admin/orders';
import type {
  operatorChangePasswordCall,
  operatorEnableTwoFactorCall,
  operatorSetPasswordCall,
  operatorSignInCall,
  operatorSignOutCall,
  operatorTwoFactorSecretCall,
} from '@/lib/contract/calls/admin/session';
import type {
  productPhotosAddCall,
  productPhotosDeleteCall,
  productPhotosReorderCall,
  productPhotosSetAltCall,
  productPhotosSetTryOnCall,
} from '@/lib/contract/calls/admin/product-photos';
import type {
  productAdjustStockCall,
  productCreateCall,
  productSetLowStockThresholdCall,
  productSetStatusCall,
  productUpdateCall,
} from '@/lib/contract/calls/admin/products';
import type {
  reviewHideCall,
  reviewRemoveReplyCall,
  reviewReplyCall,
  reviewRestoreCall,
} from '@/lib/contract/calls/admin/reviews';
import type { searchSynonymRemoveCall, searchSynonymSaveCall } from '@/lib/contract/calls/admin/search';
import type { staffAddCall, staffResetAccessCall, staffUpdateCall } from '@/lib/contract/calls/admin/staff';
import type {
  ticketAssignCall,
  ticketCloseCall,
  ticketReopenCall,
  ticketReplyCall,
} from '@/lib/contract/calls/admin/tickets';

export const operatorSignIn = addressOf<typeof operatorSignInCall>('POST', '/api/admin/session/signIn');
export const operatorSignOut = addressOf<typeof operatorSignOutCall>('POST', '/api/admin/session/signOut');
export const operatorSetPassword = addressOf<typeof operatorSetPasswordCall>(
  'POST',
  '/api/admin/session/setPassword',
);
export const operatorChangePassword = addressOf<typeof operatorChangePasswordCall>(
  'POST',
  '/api/admin/session/changePassword',
);

export const operatorTwoFactorSecret = addressOf<typeof operatorTwoFactorSecretCall>(
  'POST',
  '/api/admin/session/twoFactorSecret',
);
export const operatorEnableTwoFactor = addressOf<typeof operatorEnableTwoFactorCall>(
  'POST',
  '/api/admin/session/enableTwoFactor',
);

export const staffAdd = addressOf<typeof staffAddCall>('POST', '/api/admin/staff/add');
export const staffUpdate = addressOf<typeof staffUpdateCall>('POST', '/api/admin/staff/update');
export const staffResetAccess = addressOf<typeof staffResetAccessCall>(
  'POST',
  '/api/admin/staff/resetAccess',
);

export const orderPrescription = addressOf<typeof adminOrderPrescriptionCall>(
  'POST',
  '/api/admin/orders/prescription',
);
export const orderPrescriptionPhoto = addressOf<typeof adminOrderPrescriptionPhotoCall>(
  'GET',
  '/api/admin/orders/prescriptionPhoto',
);
export const orderCheckPrescription = addressOf<typeof adminOrderCheckPrescriptionCall>(
  'POST',
  '/api/admin/orders/checkPrescription',
);
export const orderShip = addressOf<typeof adminOrderShipCall>('POST', '/api/admin/orders/ship');
export const orderDeliver = addressOf<typeof adminOrderDeliverCall>('POST', '/api/admin/orders/deliver');
export const orderCancel = addressOf<typeof adminOrderCancelCall>('POST', '/api/admin/orders/cancel');
export const orderRefund = addressOf<typeof adminOrderRefundCall>('POST', '/api/admin/orders/refund');
export const orderExport = addressOf<typeof adminOrderExportCall>('POST', '/api/admin/orders/export');
export const productExport = addressOf<typeof productExportCall>('POST', '/api/admin/products/export');
export const productImport = addressOf<typeof productImportCall>('POST', '/api/admin/products/import');

export const afterSalesPhoto = addressOf<typeof afterSalesPhotoCall>('POST', '/api/admin/afterSales/photo');
export const afterSalesApprove = addressOf<typeof afterSalesApproveCall>(
  'POST',
  '/api/admin/afterSales/approve',
);
export const afterSalesDecline = addressOf<typeof afterSalesDeclineCall>(
  'POST',
  '/api/admin/afterSales/decline',
);

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
export const ticketReopen = addressOf<typeof ticketReopenCall>('POST', '/api/admin/tickets/reopen');

export const productCreate = addressOf<typeof productCreateCall>('POST', '/api/admin/products/create');
export const productUpdate = addressOf<typeof productUpdateCall>('POST', '/api/admin/products/update');
export const productSetStatus = addressOf<typeof productSetStatusCall>(
  'POST',
  '/api/admin/products/setStatus',
);
export const productAdjustStock = addressOf<typeof productAdjustStockCall>(
  'POST',
  '/api/admin/products/adjustStock',
);
export const productSetLowStockThreshold = addressOf<typeof productSetLowStockThresholdCall>(
  'POST',
  '/api/admin/products/setLowStockThreshold',
);

/** Every address above, for the unit test that holds them to the contract. */
// The product photos' calls (issue 21 point 2); add and setTryOn are multipart uploads, sent by
// components/admin/product-photos/upload-image.ts with progress.
export const productPhotosAdd = addressOf<typeof productPhotosAddCall>(
  'POST',
  '/api/admin/productPhotos/add',
);
export const productPhotosSetTryOn = addressOf<typeof productPhotosSetTryOnCall>(
  'POST',
  '/api/admin/productPhotos/setTryOn',
);
export const productPhotosReorder = addressOf<typeof productPhotosReorderCall>(
  'POST',
  '/api/admin/productPhotos/reorder',
);
export const productPhotosSetAlt = addressOf<typeof productPhotosSetAltCall>(
  'POST',
  '/api/admin/productPhotos/setAlt',
);
export const productPhotosDelete = addressOf<typeof productPhotosDeleteCall>(
  'POST',
  '/api/admin/productPhotos/delete',
);

export const lensOptionUpdate = addressOf<typeof lensOptionUpdateCall>(
  'POST',
  '/api/admin/lensOptions/update',
);
export const lensOptionCreate = addressOf<typeof lensOptionCreateCall>(
  'POST',
  '/api/admin/lensOptions/create',
);
export const lensOptionSetActive = addressOf<typeof lensOptionSetActiveCall>(
  'POST',
  '/api/admin/lensOptions/setActive',
);
export const lensOptionMove = addressOf<typeof lensOptionMoveCall>('POST', '/api/admin/lensOptions/move');
export const lensOptionCheck = addressOf<typeof lensOptionCheckCall>('POST', '/api/admin/lensOptions/check');
export const couponCreate = addressOf<typeof adminCouponCreateCall>('POST', '/api/admin/coupons/create');
export const couponUpdate = addressOf<typeof adminCouponUpdateCall>('POST', '/api/admin/coupons/update');
export const couponPause = addressOf<typeof adminCouponPauseCall>('POST', '/api/admin/coupons/pause');
export const couponUsage = addressOf<typeof adminCouponUsageCall>('POST', '/api/admin/coupons/usage');

// Content and reviews (issue 21 points 7 and 8).
export const contentBannerSave = addressOf<typeof contentBannerSaveCall>(
  'POST',
  '/api/admin/content/bannerSave',
);
export const contentBannerDelete = addressOf<typeof contentBannerDeleteCall>(
  'POST',
  '/api/admin/content/bannerDelete',
);
export const contentBannerOrder = addressOf<typeof contentBannerOrderCall>(
  'POST',
  '/api/admin/content/bannerOrder',
);
export const contentHotWordAdd = addressOf<typeof contentHotWordAddCall>(
  'POST',
  '/api/admin/content/hotWordAdd',
);
export const contentHotWordRemove = addressOf<typeof contentHotWordRemoveCall>(
  'POST',
  '/api/admin/content/hotWordRemove',
);
export const contentHotWordOrder = addressOf<typeof contentHotWordOrderCall>(
  'POST',
  '/api/admin/content/hotWordOrder',
);
export const contentPhotoWallSave = addressOf<typeof contentPhotoWallSaveCall>(
  'POST',
  '/api/admin/content/photoWallSave',
);
export const contentPhotoWallDelete = addressOf<typeof contentPhotoWallDeleteCall>(
  'POST',
  '/api/admin/content/photoWallDelete',
);
export const contentPhotoWallOrder = addressOf<typeof contentPhotoWallOrderCall>(
  'POST',
  '/api/admin/content/photoWallOrder',
);
export const contentFaqSave = addressOf<typeof contentFaqSaveCall>('POST', '/api/admin/content/faqSave');
export const contentFaqDelete = addressOf<typeof contentFaqDeleteCall>(
  'POST',
  '/api/admin/content/faqDelete',
);
export const contentMarkdownPreview = addressOf<typeof contentMarkdownPreviewCall>(
  'POST',
  '/api/admin/content/markdownPreview',
);
export const contentPageBlockSave = addressOf<typeof contentPageBlockSaveCall>(
  'POST',
  '/api/admin/content/pageBlockSave',
);
export const contentPageBlockReset = addressOf<typeof contentPageBlockResetCall>(
  'POST',
  '/api/admin/content/pageBlockReset',
);
export const reviewHide = addressOf<typeof reviewHideCall>('POST', '/api/admin/reviews/hide');
export const reviewRestore = addressOf<typeof reviewRestoreCall>('POST', '/api/admin/reviews/restore');
export const reviewReply = addressOf<typeof reviewReplyCall>('POST', '/api/admin/reviews/reply');
export const reviewRemoveReply = addressOf<typeof reviewRemoveReplyCall>(
  'POST',
  '/api/admin/reviews/removeReply',
);

export const searchSynonymSave = addressOf<typeof searchSynonymSaveCall>(
  'POST',
  '/api/admin/search/synonymSave',
);
export const searchSynonymRemove = addressOf<typeof searchSynonymRemoveCall>(
  'POST',
  '/api/admin/search/synonymRemove',
);

export const CONSOLE_CALLS: readonly CallAddress[] = [
  searchSynonymSave,
  searchSynonymRemove,
  productCreate,
  productUpdate,
  productSetStatus,
  productAdjustStock,
  productSetLowStockThreshold,
  operatorSignIn,
  operatorSignOut,
  operatorSetPassword,
  operatorChangePassword,
  operatorTwoFactorSecret,
  operatorEnableTwoFactor,
  staffAdd,
  staffUpdate,
  staffResetAccess,
  orderPrescription,
  orderPrescriptionPhoto,
  orderCheckPrescription,
  orderShip,
  orderDeliver,
  orderCancel,
  orderRefund,
  orderExport,
  productExport,
  productImport,
  afterSalesPhoto,
  afterSalesApprove,
  afterSalesDecline,
  customerAdjustWallet,
  customerGrantCoupon,
  customerBlock,
  customerUnblock,
  ticketReply,
  ticketAssign,
  ticketClose,
  ticketReopen,
  productPhotosAdd,
  productPhotosSetTryOn,
  productPhotosReorder,
  productPhotosSetAlt,
  productPhotosDelete,
  lensOptionUpdate,
  lensOptionCreate,
  lensOptionSetActive,
  lensOptionMove,
  lensOptionCheck,
  couponCreate,
  couponUpdate,
  couponPause,
  couponUsage,
  contentBannerSave,
  contentBannerDelete,
  contentBannerOrder,
  contentHotWordAdd,
  contentHotWordRemove,
  contentHotWordOrder,
  contentPhotoWallSave,
  contentPhotoWallDelete,
  contentPhotoWallOrder,
  contentFaqSave,
  contentFaqDelete,
  contentMarkdownPreview,
  contentPageBlockSave,
  contentPageBlockReset,
  reviewHide,
  reviewRestore,
  reviewReply,
  reviewRemoveReply,
];
