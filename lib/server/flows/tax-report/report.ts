import type { TaxReportView } from '@/lib/contract/calls/admin/tax-report';
import { startOfCalendarDayIn } from '@/lib/shop/dashboard-periods';
import { taxReport, type JurisdictionNames, type ReportOrder } from '@/lib/shop/tax-report';
import { dayAfter, type DayRange } from '@/lib/shop/day-range';
import { taxReportRows } from '@/lib/server/domain/orders';
import { listAllCountries, listProvinces } from '@/lib/server/domain/reference';
import { currentStoreSettings } from '@/lib/server/domain/store-settings';

/**
 * POST /api/admin/taxes/report: the period's days begin and end at the shop's midnight
 * (docs/operating.md#store-settings), so an order paid at 23:30 there on the last day is in it.
 */
export async function taxReportFor(period: DayRange): Promise<TaxReportView> {
  const { timeZone } = (await currentStoreSettings()).settings;
  const startsAt = startOfCalendarDayIn(period.from, timeZone);
  const endsAt = startOfCalendarDayIn(dayAfter(period.to), timeZone);
  const rows = await taxReportRows(startsAt, endsAt);
  const report = taxReport(rows.orders, rows.refunds, await namesFor(rows.orders));
  return {
    from: period.from,
    to: period.to,
    timeZone,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    ...report,
  };
}

/** The names of the countries, and of the regions of those whose rates named one. */
async function namesFor(orders: readonly ReportOrder[]): Promise<JurisdictionNames> {
  const withRegions = new Set(
    orders.flatMap((order) =>
      order.lines.flatMap((line) =>
        line.parts.flatMap((part) =>
          part.rate && part.rate.regionCode !== '*' ? [part.rate.countryCode.toUpperCase()] : [],
        ),
      ),
    ),
  );
  const [countries, ...provinces] = await Promise.all([
    listAllCountries(),
    ...[...withRegions].map(async (isoCode) => {
      // a rate may name a country the reference data does not know: its regions keep their codes
      const { list } = await listProvinces({ isoCode }).catch(() => ({ list: [] }));
      return list.map((province) => [`${isoCode}/${province.code.toUpperCase()}`, province.name] as const);
    }),
  ]);
  const countryNames = new Map(
    countries.list.map((country) => [country.isoCode.toUpperCase(), country.name]),
  );
  const regionNames = new Map(provinces.flat());
  return {
    country: (code) => countryNames.get(code) ?? code,
    region: (country, code) => regionNames.get(`${country}/${code}`) ?? code,
  };
}
