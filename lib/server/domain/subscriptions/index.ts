// The subscriptions module's front door (docs/architecture.md#house-rules): newsletter and mail
// preferences. Other modules and app/ import only from here; its tables and inner files are its
// own.
import 'server-only';

export { joinNewsletterAsGuest } from './guest-newsletter';
export { listMailPreferences, saveMailPreferences, type MailAccount } from './mail-preferences';
export { accountNewsletterChoice, isOnNewsletter, setNewsletter } from './newsletter';
