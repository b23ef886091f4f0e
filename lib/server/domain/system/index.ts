// The system module's front door (docs/architecture.md#house-rules): health checks. Other modules
// and app/ import only from here; its tables and inner files are its own.
import 'server-only';

export { health } from './health';
