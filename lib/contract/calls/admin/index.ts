import type { CallContract } from '../../call';
import { AFTER_SALES_CALLS } from './after-sales';
import { ALERT_CALLS } from './alerts';
import { CHAT_DESK_CALLS } from './chats';
import { CONTENT_CALLS } from './content';
import { COUPON_ADMIN_CALLS } from './coupons';
import { auditChoicesCall, auditListCall } from './audit';
import { CUSTOMER_CALLS } from './customers';
import { DASHBOARD_CALLS } from './dashboard';
import { FIND_CALLS } from './find';
import { LENS_OPTION_CALLS } from './lens-options';
import { LENS_RULE_CALLS } from './lens-rules';
import { ORDER_BULK_CALLS } from './order-bulk';
import { ORDER_CALLS } from './orders';
import { PROMOTION_CALLS } from './promotions';
import { SHIPPING_CALLS } from './shipping';
import { PRODUCT_PHOTO_CALLS } from './product-photos';
import { PRODUCT_CALLS } from './products';
import { PRODUCT_BULK_CALLS } from './product-bulk';
import { PRODUCT_SELECTION_CALLS } from './product-selection';
import { REVIEW_ADMIN_CALLS } from './reviews';
import { SEARCH_ADMIN_CALLS } from './search';
import {
  operatorChangePasswordCall,
  operatorEnableTwoFactorCall,
  operatorMeCall,
  operatorPasswordLinkCall,
  operatorProfileCall,
  operatorSetPasswordCall,
  operatorSignInCall,
  operatorSignOutCall,
  operatorTwoFactorSecretCall,
} from './session';
import { STORE_SETTINGS_CALLS } from './store-settings';
import { TAX_CALLS } from './taxes';
import { TAX_REPORT_CALLS } from './tax-report';
import { REPORTS_CALLS } from './reports';
import { staffAddCall, staffListCall, staffResetAccessCall, staffUpdateCall } from './staff';
import { TICKET_CALLS } from './tickets';

/** Every operator call (/api/admin/*), in the order the OpenAPI document lists them. */
export const ADMIN_CALLS: readonly CallContract[] = [
  operatorSignInCall,
  operatorSignOutCall,
  operatorMeCall,
  operatorProfileCall,
  operatorPasswordLinkCall,
  operatorSetPasswordCall,
  operatorChangePasswordCall,
  operatorTwoFactorSecretCall,
  operatorEnableTwoFactorCall,
  ...ALERT_CALLS,
  ...DASHBOARD_CALLS,
  ...FIND_CALLS,
  ...ORDER_CALLS,
  ...ORDER_BULK_CALLS,
  ...AFTER_SALES_CALLS,
  ...TICKET_CALLS,
  ...CHAT_DESK_CALLS,
  ...CUSTOMER_CALLS,
  ...PRODUCT_PHOTO_CALLS,
  ...PRODUCT_CALLS,
  ...PRODUCT_BULK_CALLS,
  ...PRODUCT_SELECTION_CALLS,
  ...LENS_OPTION_CALLS,
  ...LENS_RULE_CALLS,
  ...PROMOTION_CALLS,
  ...SHIPPING_CALLS,
  ...COUPON_ADMIN_CALLS,
  staffListCall,
  staffAddCall,
  staffUpdateCall,
  staffResetAccessCall,
  auditListCall,
  auditChoicesCall,
  ...STORE_SETTINGS_CALLS,
  ...TAX_CALLS,
  ...TAX_REPORT_CALLS,
  ...REPORTS_CALLS,
  ...REVIEW_ADMIN_CALLS,
  ...CONTENT_CALLS,
  ...SEARCH_ADMIN_CALLS,
];
