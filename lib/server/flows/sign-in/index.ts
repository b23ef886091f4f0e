// The sign-in flow: every call that signs a visitor in, with what moves to the account as it does
// (the device's cart, wishlist and faces, held-apart orders). A flow over those modules' front
// doors, so accounts, below them, never imports them (docs/architecture.md#layers).
import 'server-only';

export { confirmEmail, fastRegister, login, resetPassword, snapshootShipping } from './sign-in-calls';
