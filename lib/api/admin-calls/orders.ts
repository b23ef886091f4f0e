// The orders and after-sales areas: a prescription checked, an order shipped, delivered, cancelled,
// refunded or exported, a selection moved through the lab, orders shipped from a CSV file, and a
// return or exchange answered.
import { addressOf } from '@/lib/contract/address';
import type {
  afterSalesApproveCall,
  afterSalesDeclineCall,
  afterSalesPhotoCall,
} from '@/lib/contract/calls/admin/after-sales';
import type {
  adminOrderCancelCall,
  adminOrderCheckPrescriptionCall,
  adminOrderDeliverCall,
  adminOrderExportCall,
  adminOrderJobSheetsCall,
  adminOrderDocumentsCall,
  adminOrderExtendPrescriptionWaitCall,
  adminOrderLabStageCall,
  adminOrderPrescriptionCall,
  adminOrderPrescriptionFhirCall,
  adminOrderPrescriptionPhotoCall,
  adminOrderRefundCall,
  adminOrderShipCall,
} from '@/lib/contract/calls/admin/orders';
import type {
  adminOrderLabStageManyCall,
  adminOrderShipCsvCall,
} from '@/lib/contract/calls/admin/order-bulk';
import type {
  adminOrderAddNoteCall,
  adminOrderEditAddressCall,
} from '@/lib/contract/calls/admin/order-edits';
import type {
  adminOrderRefundLinesCall,
  adminOrderRefundQuoteCall,
} from '@/lib/contract/calls/admin/order-refund-lines';

export const orderPrescription = addressOf<typeof adminOrderPrescriptionCall>(
  'POST',
  '/api/admin/orders/prescription',
);
export const orderPrescriptionPhoto = addressOf<typeof adminOrderPrescriptionPhotoCall>(
  'GET',
  '/api/admin/orders/prescriptionPhoto',
);
export const orderPrescriptionFhir = addressOf<typeof adminOrderPrescriptionFhirCall>(
  'GET',
  '/api/admin/orders/prescriptionFhir',
);
export const orderCheckPrescription = addressOf<typeof adminOrderCheckPrescriptionCall>(
  'POST',
  '/api/admin/orders/checkPrescription',
);
export const orderShip = addressOf<typeof adminOrderShipCall>('POST', '/api/admin/orders/ship');
export const orderDeliver = addressOf<typeof adminOrderDeliverCall>('POST', '/api/admin/orders/deliver');
export const orderCancel = addressOf<typeof adminOrderCancelCall>('POST', '/api/admin/orders/cancel');
export const orderEditAddress = addressOf<typeof adminOrderEditAddressCall>(
  'POST',
  '/api/admin/orders/editAddress',
);
export const orderAddNote = addressOf<typeof adminOrderAddNoteCall>('POST', '/api/admin/orders/addNote');
export const orderRefund = addressOf<typeof adminOrderRefundCall>('POST', '/api/admin/orders/refund');
export const orderRefundQuote = addressOf<typeof adminOrderRefundQuoteCall>(
  'POST',
  '/api/admin/orders/refundQuote',
);
export const orderRefundLines = addressOf<typeof adminOrderRefundLinesCall>(
  'POST',
  '/api/admin/orders/refundLines',
);
export const orderExport = addressOf<typeof adminOrderExportCall>('POST', '/api/admin/orders/export');
export const orderLabStage = addressOf<typeof adminOrderLabStageCall>('POST', '/api/admin/orders/labStage');
export const orderLabStageMany = addressOf<typeof adminOrderLabStageManyCall>(
  'POST',
  '/api/admin/orders/labStageMany',
);
export const orderShipCsv = addressOf<typeof adminOrderShipCsvCall>('POST', '/api/admin/orders/shipCsv');
export const orderExtendPrescriptionWait = addressOf<typeof adminOrderExtendPrescriptionWaitCall>(
  'POST',
  '/api/admin/orders/extendPrescriptionWait',
);
export const orderJobSheets = addressOf<typeof adminOrderJobSheetsCall>(
  'POST',
  '/api/admin/orders/jobSheets',
);
export const orderDocuments = addressOf<typeof adminOrderDocumentsCall>(
  'POST',
  '/api/admin/orders/documents',
);
export const afterSalesPhoto = addressOf<typeof afterSalesPhotoCall>('POST', '/api/admin/afterSales/photo');
export const afterSalesApprove = addressOf<typeof afterSalesApproveCall>(
  'POST',
  '/api/admin/afterSales/approve',
);
export const afterSalesDecline = addressOf<typeof afterSalesDeclineCall>(
  'POST',
  '/api/admin/afterSales/decline',
);
