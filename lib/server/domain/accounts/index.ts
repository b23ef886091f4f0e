// The accounts module's front door (docs/architecture.md#house-rules): shoppers' accounts: sign-up,
// sign-in, sessions, profiles, password resets, visits. Other modules and app/ import only from
// here; its tables and inner files are its own.
import 'server-only';

export { blockCustomer, unblockCustomer } from './blocked-accounts';
export { confirmEmail } from './email-confirmation';
export { customerProfile, findCustomers, listCustomers, type CustomerFigures } from './customers';
export {
  addCustomerNote,
  addCustomerTag,
  customerNotesOf,
  customerTagsInUse,
  removeCustomerTag,
} from './customer-notes';
export { login } from './login';
export { staffLoginLimits } from './login-limits';
export { checkDecoyPassword, hashPassword, passwordMatches } from './passwords';
export { digestOf, randomToken } from './secrets';
export { logout } from './logout';
export { listMailPreferences, saveMailPreferences } from './mail-preferences';
export { subscribeToNewsletter } from './newsletter-signup';
export { ownerOf, type Owner } from './owner';
export { requireAccountPage } from './page-session';
export { resetPassword, sendResetCode } from './password-reset';
export { changePassword, changeProfile, fillEmptyProfileName, userInfo } from './profile';
export { fastRegister, register, registerCheckoutAccount } from './register';
export { heldAccountIds } from './held-accounts';
export type { SignInHandOver } from './signed-in-answer';
export { requireShopper, shopperOf } from './shopper';
export { accountNamesOf, findUser, firstNameOf, lockAccount, userInfoOf } from './user-info';
export { joinVisit, leaveVisit } from './visits';
