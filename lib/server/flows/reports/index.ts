// The console's reports' front door (docs/architecture.md#house-rules, docs/operating.md#reports):
// the orders module sums the range's sales, best sellers, lens choices and coupons, the statistics
// module counts the funnel's devices, the store settings give the time zone the days are cut in.
// It keeps no tables.
import 'server-only';

export { salesReportCsv } from './report-csv';
export { salesReportFor } from './report';
