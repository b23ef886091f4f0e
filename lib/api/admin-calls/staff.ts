// The console's sign-in and the staff area: a member's own session, password and second factor,
// the owner's staff list and the shop's settings.
import { addressOf } from '@/lib/contract/address';
import type {
  operatorChangePasswordCall,
  operatorEnableTwoFactorCall,
  operatorProfileCall,
  operatorSetPasswordCall,
  operatorSignInCall,
  operatorSignOutCall,
  operatorTwoFactorSecretCall,
} from '@/lib/contract/calls/admin/session';
import type { staffAddCall, staffResetAccessCall, staffUpdateCall } from '@/lib/contract/calls/admin/staff';
import type { shippingUpdateCall } from '@/lib/contract/calls/admin/shipping';
import type { taxUpdateCall } from '@/lib/contract/calls/admin/taxes';
import type {
  storeSettingsLogoRemoveCall,
  storeSettingsLogoSaveCall,
  storeSettingsPolicySaveCall,
  storeSettingsUpdateCall,
} from '@/lib/contract/calls/admin/store-settings';

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
export const operatorProfileUpdate = addressOf<typeof operatorProfileCall>(
  'POST',
  '/api/admin/session/profile',
);
export const staffAdd = addressOf<typeof staffAddCall>('POST', '/api/admin/staff/add');
export const staffUpdate = addressOf<typeof staffUpdateCall>('POST', '/api/admin/staff/update');
export const staffResetAccess = addressOf<typeof staffResetAccessCall>(
  'POST',
  '/api/admin/staff/resetAccess',
);
export const storeSettingsUpdate = addressOf<typeof storeSettingsUpdateCall>(
  'POST',
  '/api/admin/settings/update',
);
export const shippingUpdate = addressOf<typeof shippingUpdateCall>('POST', '/api/admin/shipping/update');
export const taxUpdate = addressOf<typeof taxUpdateCall>('POST', '/api/admin/taxes/update');
export const storeSettingsPolicySave = addressOf<typeof storeSettingsPolicySaveCall>(
  'POST',
  '/api/admin/settings/policySave',
);
export const storeSettingsLogoSave = addressOf<typeof storeSettingsLogoSaveCall>(
  'POST',
  '/api/admin/settings/logoSave',
);
export const storeSettingsLogoRemove = addressOf<typeof storeSettingsLogoRemoveCall>(
  'POST',
  '/api/admin/settings/logoRemove',
);
