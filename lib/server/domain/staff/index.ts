// The staff module's front door (docs/architecture.md#house-rules): the operator console's members,
// their sign-in with a second factor, sessions and roles. Other modules and app/ import only from
// here; its tables and inner files are its own.
import 'server-only';

export { runOperatorCommand, type OperatorCommand } from './command-line';
export { requireOperator } from './operator';
export { operatorPageSession, requireOperatorPage } from './page-session';
export { actorOf, changeOperatorPassword, passwordLinkOwner, setPasswordWithLink } from './set-password';
export type { Operator } from './sessions';
export { signInOperator } from './sign-in';
export { operatorProfile, signOutOperator } from './sign-out';
export { opticianOf, updateOwnProfile, type Optician } from './own-profile';
export { enableTwoFactor, twoFactorEnrolment } from './two-factor';
export { addStaffMember, listStaff, resetStaffAccess, updateStaffMember } from './staff-admin';
export { activeMembers, type ActiveMember } from './active-members';
