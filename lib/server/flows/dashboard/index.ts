// The dashboard module's front door (docs/architecture.md#house-rules): the operator console's
// first page. It keeps no tables: every figure is asked of the module that owns it, through its
// front door.
import 'server-only';

export { dashboardSummary } from './summary';
