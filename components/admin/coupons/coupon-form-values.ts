import type { AdminCoupon } from '@/lib/contract/calls/admin/coupons';
import {
  isCouponCategory,
  type CouponCategory,
  type CouponOfferRule,
  type CouponScope,
} from '@/lib/shop/coupon-coverage';
import { centsOfDollars, dollarsOfCents } from '../ui/money-input';
import { localDateTime } from '../products/product-form-values';

// The coupon form's values: what the inputs hold, as text, and the body the create and update calls
// take. The shop checks every rule again (a percentage over 100, an end before the start, a
// per-customer limit above the total); the form only turns typed dollars into cents and the
// operator's local times into ISO times, and names the field when it cannot.

export type CouponKindField = 'percent' | 'amount';

export interface CouponFields {
  code: string;
  title: string;
  kind: CouponKindField;
  /** A whole percent, or dollars for an amount off. */
  value: string;
  /** Dollars; empty is no minimum. */
  minSpend: string;
  /** As a datetime-local input holds them: the operator's local time, no offset. */
  startsAt: string;
  endsAt: string;
  claimable: boolean;
  /** Empty: valid until the coupon ends. */
  validDays: string;
  /** Empty: no limit. */
  totalLimit: string;
  perCustomerLimit: string;
  firstOrderOnly: boolean;
  /** What it covers (docs/operating.md#coupons); each scope keeps its own choices while another is picked. */
  scope: CouponScope;
  productIds: number[];
  lensOptionIds: number[];
  categories: CouponCategory[];
  freeShipping: boolean;
  offerRule: CouponOfferRule;
}

export const EMPTY_COUPON: CouponFields = {
  code: '',
  title: '',
  kind: 'percent',
  value: '',
  minSpend: '',
  startsAt: '',
  endsAt: '',
  claimable: true,
  validDays: '',
  totalLimit: '',
  perCustomerLimit: '1',
  firstOrderOnly: false,
  scope: 'all',
  productIds: [],
  lensOptionIds: [],
  categories: [],
  freeShipping: false,
  offerRule: 'combines',
};

/** Days a new coupon runs unless the operator changes its end. */
export const NEW_COUPON_DAYS = 30;

/** A new coupon's form in the browser: it starts now and ends 30 days later, both in local time. */
export function newCouponFields(now: Date): CouponFields {
  const start = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const end = new Date(start);
  end.setDate(end.getDate() + NEW_COUPON_DAYS);
  return {
    ...EMPTY_COUPON,
    startsAt: localDateTime(start.toISOString()),
    endsAt: localDateTime(end.toISOString()),
  };
}

/**
 * A saved coupon as the form's text. `localTimes` false leaves the times empty: the server and the
 * browser's first paint do not know the operator's time zone, so the times are filled in once the
 * form runs in the browser (see CouponForm).
 */
export function couponFieldsOf(coupon: AdminCoupon, localTimes = true): CouponFields {
  return {
    code: coupon.code,
    title: coupon.title,
    kind: coupon.kind,
    value:
      coupon.value === 0
        ? ''
        : coupon.kind === 'amount'
          ? dollarsOfCents(coupon.value)
          : String(coupon.value),
    minSpend: coupon.minSpendCents > 0 ? dollarsOfCents(coupon.minSpendCents) : '',
    startsAt: localTimes ? localDateTime(coupon.startsAt) : '',
    endsAt: localTimes ? localDateTime(coupon.endsAt) : '',
    claimable: coupon.claimable,
    validDays: coupon.validDays === null ? '' : String(coupon.validDays),
    totalLimit: coupon.totalLimit === null ? '' : String(coupon.totalLimit),
    perCustomerLimit: String(coupon.perCustomerLimit),
    firstOrderOnly: coupon.firstOrderOnly,
    scope: coupon.scope,
    productIds: coupon.scope === 'products' ? coupon.scopeIds : [],
    lensOptionIds: coupon.scope === 'lens_options' ? coupon.scopeIds : [],
    categories: coupon.scopeCategories.filter(isCouponCategory),
    freeShipping: coupon.freeShipping,
    offerRule: coupon.offerRule,
  };
}

/** The fields the calls take besides the code (create) or the id (update). */
export interface CouponDraftBody {
  title: string;
  kind: CouponKindField;
  /** Percent or US cents; whole numbers typed by hand go as typed, the shop names a bad one. */
  value: number | string;
  minSpendCents: number;
  startsAt: string;
  endsAt: string;
  claimable: boolean;
  validDays: string | null;
  totalLimit: string | null;
  perCustomerLimit: string;
  firstOrderOnly: boolean;
  scope: CouponScope;
  scopeIds: number[];
  scopeCategories: CouponCategory[];
  freeShipping: boolean;
  offerRule: CouponOfferRule;
}

export type CouponProblems = Partial<Record<keyof CouponDraftBody | 'code', string>>;

const MONEY = 'Enter the amount in dollars, like 15 or 12.50.';

/** A datetime-local value (the browser's own time zone) as an ISO time, or null when it is none. */
export function isoOfLocal(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local)) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const wholeOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The body the calls take, or the field messages of what the form cannot turn into one (an amount
 * that is no amount, a start that is no time). Keys are the calls' own field names, so the shop's
 * messages (code 422) land on the same fields.
 */
export function couponDraftOf(
  fields: CouponFields,
): { draft: CouponDraftBody; problems: null } | { draft: null; problems: CouponProblems } {
  const problems: CouponProblems = {};
  let value: number | string = fields.value.trim();
  // a free-shipping coupon may take nothing off
  if (value === '' && fields.freeShipping) value = 0;
  else if (fields.kind === 'amount') {
    const cents = centsOfDollars(fields.value);
    if (cents === null || cents <= 0) problems.value = MONEY;
    else value = cents;
  } else if (value === '') problems.value = 'Enter the percent off, from 1 to 100.';
  const minSpendCents = fields.minSpend.trim() === '' ? 0 : centsOfDollars(fields.minSpend);
  if (minSpendCents === null || minSpendCents < 0) problems.minSpendCents = MONEY;
  const startsAt = isoOfLocal(fields.startsAt);
  if (!startsAt) problems.startsAt = 'Give the start as a date and time.';
  const endsAt = isoOfLocal(fields.endsAt);
  if (!endsAt) problems.endsAt = 'Give the end as a date and time.';
  if (Object.keys(problems).length > 0 || minSpendCents === null || !startsAt || !endsAt)
    return { draft: null, problems };
  return {
    problems: null,
    draft: {
      title: fields.title,
      kind: fields.kind,
      value,
      minSpendCents,
      startsAt,
      endsAt,
      claimable: fields.claimable,
      validDays: wholeOrNull(fields.validDays),
      totalLimit: wholeOrNull(fields.totalLimit),
      perCustomerLimit: fields.perCustomerLimit.trim(),
      firstOrderOnly: fields.firstOrderOnly,
      scope: fields.scope,
      scopeIds:
        fields.scope === 'products'
          ? fields.productIds
          : fields.scope === 'lens_options'
            ? fields.lensOptionIds
            : [],
      scopeCategories: fields.scope === 'categories' ? fields.categories : [],
      freeShipping: fields.freeShipping,
      offerRule: fields.offerRule,
    },
  };
}
