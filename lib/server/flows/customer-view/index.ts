// The console's customer view: a customer's account with what the other modules keep of it
// (orders, wallet, coupons, tickets, addresses, saved prescriptions). A flow over those modules' front doors, so
// accounts, below them, never imports them (docs/architecture.md#layers).
import 'server-only';

export { customerInfo } from './customer-info';
export { blockCustomer, listCustomers, unblockCustomer } from './customers';
export { openCustomerPrescription } from './customer-prescriptions';
