// The catalog areas: products (one by one and in bulk), their photos, the lens options and coupons.
// Adding a photo and setting a try-on image are multipart uploads, sent by
// components/admin/product-photos/upload-image.ts with progress.
import { addressOf } from '@/lib/contract/address';
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
import type { lensRulePreviewCall, lensRuleUpdateCall } from '@/lib/contract/calls/admin/lens-rules';
import type { promotionUpdateCall } from '@/lib/contract/calls/admin/promotions';
import type { productExportCall, productImportCall } from '@/lib/contract/calls/admin/product-bulk';
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
  productChangePricesCall,
  productSetStatusManyCall,
} from '@/lib/contract/calls/admin/product-selection';

export const productCreate = addressOf<typeof productCreateCall>('POST', '/api/admin/products/create');
export const productUpdate = addressOf<typeof productUpdateCall>('POST', '/api/admin/products/update');
export const productSetStatus = addressOf<typeof productSetStatusCall>(
  'POST',
  '/api/admin/products/setStatus',
);
export const productSetStatusMany = addressOf<typeof productSetStatusManyCall>(
  'POST',
  '/api/admin/products/setStatusMany',
);
export const productChangePrices = addressOf<typeof productChangePricesCall>(
  'POST',
  '/api/admin/products/changePrices',
);
export const productAdjustStock = addressOf<typeof productAdjustStockCall>(
  'POST',
  '/api/admin/products/adjustStock',
);
export const productSetLowStockThreshold = addressOf<typeof productSetLowStockThresholdCall>(
  'POST',
  '/api/admin/products/setLowStockThreshold',
);
export const productExport = addressOf<typeof productExportCall>('POST', '/api/admin/products/export');
export const productImport = addressOf<typeof productImportCall>('POST', '/api/admin/products/import');
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
export const lensRuleUpdate = addressOf<typeof lensRuleUpdateCall>('POST', '/api/admin/lensRules/update');
export const lensRulePreview = addressOf<typeof lensRulePreviewCall>('POST', '/api/admin/lensRules/preview');
export const promotionUpdate = addressOf<typeof promotionUpdateCall>('POST', '/api/admin/promotions/update');
export const couponCreate = addressOf<typeof adminCouponCreateCall>('POST', '/api/admin/coupons/create');
export const couponUpdate = addressOf<typeof adminCouponUpdateCall>('POST', '/api/admin/coupons/update');
export const couponPause = addressOf<typeof adminCouponPauseCall>('POST', '/api/admin/coupons/pause');
export const couponUsage = addressOf<typeof adminCouponUsageCall>('POST', '/api/admin/coupons/usage');
