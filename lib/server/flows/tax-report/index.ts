// The tax report's front door (docs/architecture.md#house-rules, docs/operating.md#tax-report):
// the orders module reads the period's taxed orders and refunds, the store settings give the time
// zone the days are counted in, the reference data names the jurisdictions. It keeps no tables.
import 'server-only';

export { taxReportCsv } from './report-csv';
export { taxReportFor } from './report';
