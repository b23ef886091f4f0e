// The dashboard module's front door (DESIGN §1): the operator console's first page (issue 20 point 7).
// It keeps no tables: every figure is asked of the module that owns it, through its front door.
import 'server-only';

export { dashboardSummary } from './summary';
