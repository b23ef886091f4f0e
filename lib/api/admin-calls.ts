// The operator console's calls (issue 20), by address only (lib/contract/address.ts): the console's
// islands need where a call lives and its types, not its zod schemas. A unit test checks that every
// address here is a call of the contract (same method and path).
import { addressOf, type CallAddress } from '@/lib/contract/address';
import type {
  operatorChangePasswordCall,
  operatorPasswordLinkCall,
  operatorSetPasswordCall,
  operatorSignInCall,
  operatorSignOutCall,
} from '@/lib/contract/calls/admin/session';
import type { staffAddCall, staffResetAccessCall, staffUpdateCall } from '@/lib/contract/calls/admin/staff';

export const operatorSignIn = addressOf<typeof operatorSignInCall>('POST', '/api/admin/session/signIn');
export const operatorSignOut = addressOf<typeof operatorSignOutCall>('POST', '/api/admin/session/signOut');
export const operatorPasswordLink = addressOf<typeof operatorPasswordLinkCall>(
  'POST',
  '/api/admin/session/passwordLink',
);
export const operatorSetPassword = addressOf<typeof operatorSetPasswordCall>(
  'POST',
  '/api/admin/session/setPassword',
);
export const operatorChangePassword = addressOf<typeof operatorChangePasswordCall>(
  'POST',
  '/api/admin/session/changePassword',
);

export const staffAdd = addressOf<typeof staffAddCall>('POST', '/api/admin/staff/add');
export const staffUpdate = addressOf<typeof staffUpdateCall>('POST', '/api/admin/staff/update');
export const staffResetAccess = addressOf<typeof staffResetAccessCall>(
  'POST',
  '/api/admin/staff/resetAccess',
);

/** Every address above, for the unit test that holds them to the contract. */
export const CONSOLE_CALLS: readonly CallAddress[] = [
  operatorSignIn,
  operatorSignOut,
  operatorPasswordLink,
  operatorSetPassword,
  operatorChangePassword,
  staffAdd,
  staffUpdate,
  staffResetAccess,
];
