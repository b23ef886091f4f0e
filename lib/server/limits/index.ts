// The limits module's front door (DESIGN §1): rate limits. Other modules and app/ import
// only from here; its tables and inner files are its own.
import 'server-only';

export { createLimiter, secondsBlocked, spendAttempt, waitMessage } from './limiter';
