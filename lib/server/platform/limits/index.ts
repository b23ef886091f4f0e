// The limits module's front door (docs/architecture.md#house-rules): rate limits. Other modules and
// app/ import only from here; its tables and inner files are its own.
import 'server-only';

export { createLimiter, secondsBlocked, spendAttempt, waitMessage } from './limiter';
