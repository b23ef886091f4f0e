// The orders module's front door (docs/architecture.md#house-rules): orders: the new order, views,
// moves, the mark-paid step, after-sales, expiry, and the stored shapes of a frozen line. Other
// modules and app/ import only from here; its tables and inner files are its own.
import 'server-only';

export { adoptPaidOrders } from './adopt-orders';
export { afterSalesPhoto, listAfterSales, requestAfterSales } from './after-sales';
export { approveAfterSales, declineAfterSales } from './after-sales-answers';
export { afterSalesInfo, afterSalesPhotoForStaff, listAfterSalesQueue } from './after-sales-queue';
export { orderToBuyAgain, type LineToBuyAgain } from './buy-again-lines';
export { customerOrders } from './customer-orders';
export { expireLapsedOrders } from './expire-orders';
export { deleteMyOrder, listMyOrders, myOrderInfo, ownedOrder } from './my-orders';
export { orderIdOfNumber, orderNumberOf } from './order-lookup';
export { newOrderNumber } from './order-number';
export { orderById, writeNewOrder } from './new-order';
export {
  pricedLineOf,
  shippingAddressOf,
  storedAddressOf,
  storedLineOf,
  storedTotalsOf,
  totalsViewOf,
} from './stored-shapes';
export { markOrderPaid } from './mark-paid';
export { extendPrescriptionWait } from './prescription-wait';
export { endPrescriptionWaits, sendPrescriptionReminders } from './prescription-wait-jobs';
export { sendOrderPrescription } from './send-prescription';
export { type OrderRow } from './order-moves';
export { refundOrder } from './order-refunds';
export { quoteOrderRefund, refundOrderLines } from './refund-lines';
export { settleWaitingRefunds } from './refund-sending';
export { listOperatorOrders } from './operator-order-list';
export { findOrders } from './order-find';
export { operatorOrderInfo } from './operator-order-info';
export { cancelOrder, deliverOrder, shipOrder } from './operator-moves';
export { editOrderAddress } from './order-address';
export { addOrderNote } from './order-notes';
export { checkOrderPrescription } from './optician-check';
export {
  openOrderPrescription,
  orderPrescriptionFhir,
  orderPrescriptionPhoto,
} from './operator-prescriptions';
export { exportOrdersCsv } from './orders-csv';
export { moveOrderLabStage, moveOrdersLabStage, moveOrdersLabStageTogether } from './lab-moves';
export { shipOrdersFromCsv } from './ship-csv';
export { labJobSheets } from './job-sheets';
export { myOrderInvoicePdf, orderDocuments } from './order-documents';
export { customerOrderTotals, orderFigures, summaryOrderFigures } from './operator-counts';
export { hasReceivedProduct } from './received-product';
export { taxReportRows } from './tax-report-rows';
export { variantsOrdered } from './variants-ordered';
export { hasPaidOrder, ordersWithCoupon } from './coupon-orders';
export { couponUse, frameSales, paidOrderCount, salesByBucket } from './sales-report-rows';
