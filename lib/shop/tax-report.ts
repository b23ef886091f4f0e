import Big from 'big.js';
import { allocate } from './checkout-tax';
import type { DayRangePreset } from './day-range';

// The tax report (docs/operating.md#tax-report): the tax orders paid in a period collected and the
// tax refunds done in it gave back, per jurisdiction: a country, or a state or province of it, as
// the rate row an order was taxed with names it. Pure: the orders module reads the rows, this folds
// them. Amounts are integer US cents. Inclusive and exclusive orders count alike: a cent of tax is
// a cent of tax, and taxable sales are shown without their tax either way.

/** The report's presets: months, quarters and the year, the periods taxes are filed for. */
export const TAX_REPORT_PRESETS = [
  'this-month',
  'last-month',
  'this-quarter',
  'last-quarter',
  'this-year',
] as const satisfies readonly DayRangePreset[];

/** The rate row a part was taxed with, as the order keeps it. */
export interface ReportRate {
  countryCode: string;
  /** A state or province code, or "*" for the whole country. */
  regionCode: string;
  name: string;
  ratePercent: string;
}

export interface ReportPart {
  taxableCents: number;
  /** null where no rate matched: the part is neither taxed nor reported. */
  rate: ReportRate | null;
}

/** A line's tax, rounded once for its parts; the shipping is one more such line. */
export interface ReportTaxLine {
  taxCents: number;
  parts: readonly ReportPart[];
}

export interface ReportOrder {
  id: number;
  /** Whether its prices held the tax (inclusive): taxable amounts then hold it too. */
  included: boolean;
  /** Paid within the period: its tax is collected in it. An order here only for a refund is not. */
  paidInPeriod: boolean;
  lines: readonly ReportTaxLine[];
}

export interface ReportRefund {
  orderId: number;
  taxCents: number;
}

/** What the report calls a country and a region of it ("United States", "California"). */
export interface JurisdictionNames {
  country: (countryCode: string) => string;
  region: (countryCode: string, regionCode: string) => string;
}

export interface TaxReportFigures {
  /** Orders paid in the period with a taxed part here. */
  orders: number;
  /** What was taxed, without its tax. */
  taxableCents: number;
  collectedCents: number;
  refundedCents: number;
  /** Collected less refunded. */
  netCents: number;
}

export interface TaxReportRow extends TaxReportFigures {
  countryCode: string;
  /** "" where the rate is country-wide. */
  regionCode: string;
  /** "United States, California", or the country alone. */
  jurisdiction: string;
  /** The names of the rates used here, in alphabetical order ("Sales tax"). */
  taxNames: string[];
}

export interface TaxReport {
  rows: TaxReportRow[];
  totals: TaxReportFigures;
}

/** An order's share of one jurisdiction: what it taxed there, and the tax. */
interface Share {
  key: string;
  countryCode: string;
  regionCode: string;
  names: Set<string>;
  taxableCents: number;
  taxCents: number;
}

const ANY_REGION = '*';

const regionOf = (rate: ReportRate) => (rate.regionCode === ANY_REGION ? '' : rate.regionCode.toUpperCase());

/** A part's tax before rounding: exclusive adds the rate, inclusive takes out what it holds. */
function exactTax(part: ReportPart & { rate: ReportRate }, included: boolean): Big {
  const percent = new Big(part.rate.ratePercent);
  const amount = new Big(Math.max(0, part.taxableCents));
  return included ? amount.times(percent).div(percent.plus(100)) : amount.times(percent).div(100);
}

/**
 * `total` cents shared in proportion to exact `weights` by the largest remainder (ties to the
 * earlier); evenly when every weight is nought.
 */
export function splitCents(total: number, weights: readonly Big[]): number[] {
  const sum = weights.reduce((all, weight) => all.plus(weight), new Big(0));
  if (sum.lte(0))
    return allocate(
      total,
      weights.map(() => 1),
    );
  const exact = weights.map((weight) => weight.times(total).div(sum));
  const shares = exact.map((value) => value.round(0, Big.roundDown).toNumber());
  let left = total - shares.reduce((all, share) => all + share, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value.minus(shares[index] ?? 0) }))
    .sort((a, b) => b.remainder.cmp(a.remainder) || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** An order's tax and taxed amounts per jurisdiction, each line's tax shared among its parts. */
export function orderShares(order: ReportOrder): Share[] {
  const byKey = new Map<string, Share>();
  for (const line of order.lines) {
    const rated = line.parts.flatMap((part) => (part.rate ? [{ ...part, rate: part.rate }] : []));
    if (rated.length === 0) continue;
    const taxes = splitCents(
      line.taxCents,
      rated.map((part) => exactTax(part, order.included)),
    );
    rated.forEach((part, index) => {
      const countryCode = part.rate.countryCode.toUpperCase();
      const regionCode = regionOf(part.rate);
      const key = `${countryCode}/${regionCode}`;
      const share = byKey.get(key) ?? {
        key,
        countryCode,
        regionCode,
        names: new Set<string>(),
        taxableCents: 0,
        taxCents: 0,
      };
      const taxCents = taxes[index] ?? 0;
      share.names.add(part.rate.name);
      share.taxCents += taxCents;
      share.taxableCents += order.included ? part.taxableCents - taxCents : part.taxableCents;
      byKey.set(key, share);
    });
  }
  return [...byKey.values()];
}

type Building = Omit<TaxReportRow, 'jurisdiction' | 'taxNames' | 'netCents'> & { names: Set<string> };

/**
 * The report: per jurisdiction, the orders paid in the period and what they taxed and collected,
 * and the tax the period's done refunds gave back, each refund's tax shared among its order's
 * jurisdictions in proportion to the tax charged in each; sorted by country, then region (the
 * country-wide row first). A refund whose order charged no tax anywhere is not reported.
 */
export function taxReport(
  orders: readonly ReportOrder[],
  refunds: readonly ReportRefund[],
  names: JurisdictionNames,
): TaxReport {
  const rows = new Map<string, Building>();
  const rowOf = (share: Share): Building => {
    const row = rows.get(share.key) ?? {
      countryCode: share.countryCode,
      regionCode: share.regionCode,
      names: new Set<string>(),
      orders: 0,
      taxableCents: 0,
      collectedCents: 0,
      refundedCents: 0,
    };
    for (const name of share.names) row.names.add(name);
    rows.set(share.key, row);
    return row;
  };
  const sharesOf = new Map(orders.map((order) => [order.id, orderShares(order)]));
  const collectedOrders = new Set<number>();
  for (const order of orders) {
    if (!order.paidInPeriod) continue;
    for (const share of sharesOf.get(order.id) ?? []) {
      const row = rowOf(share);
      row.orders += 1;
      row.taxableCents += share.taxableCents;
      row.collectedCents += share.taxCents;
      collectedOrders.add(order.id);
    }
  }
  for (const refund of refunds) {
    const shares = sharesOf.get(refund.orderId) ?? [];
    const weights = shares.map((share) => share.taxCents);
    if (weights.every((weight) => weight <= 0)) continue;
    const parts = allocate(refund.taxCents, weights);
    shares.forEach((share, index) => {
      rowOf(share).refundedCents += parts[index] ?? 0;
    });
  }
  const list = [...rows.values()]
    .sort((a, b) => a.countryCode.localeCompare(b.countryCode) || a.regionCode.localeCompare(b.regionCode))
    .map(({ names: taxNames, ...row }): TaxReportRow => {
      const country = names.country(row.countryCode);
      return {
        ...row,
        jurisdiction: row.regionCode
          ? `${country}, ${names.region(row.countryCode, row.regionCode)}`
          : country,
        taxNames: [...taxNames].sort((a, b) => a.localeCompare(b)),
        netCents: row.collectedCents - row.refundedCents,
      };
    });
  const sum = (pick: (row: TaxReportRow) => number) => list.reduce((all, row) => all + pick(row), 0);
  return {
    rows: list,
    totals: {
      orders: collectedOrders.size,
      taxableCents: sum((row) => row.taxableCents),
      collectedCents: sum((row) => row.collectedCents),
      refundedCents: sum((row) => row.refundedCents),
      netCents: sum((row) => row.netCents),
    },
  };
}
