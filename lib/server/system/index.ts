// The system module's front door (DESIGN §1): health checks. Other modules and app/ import
// only from here; its tables and inner files are its own.
import 'server-only';

export { health } from './health';
