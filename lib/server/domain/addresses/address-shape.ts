import type { Address } from '@/lib/contract/calls/address';
import { addressSummary } from '@/lib/shop/address-rules';
import type { addresses } from './tables';

export type AddressRow = typeof addresses.$inferSelect;

/** A stored address as the API answers it, with its country's name and the one-line summary. */
export function toAddress(row: AddressRow, countryNames: ReadonlyMap<string, string>): Address {
  const countryName = countryNames.get(row.countryCode) ?? row.countryCode;
  const fields = {
    firstName: row.firstName,
    lastName: row.lastName,
    countryCode: row.countryCode,
    countryName,
    province: row.province ?? '',
    city: row.city,
    line1: row.line1,
    line2: row.line2 ?? '',
    postcode: row.postcode,
  };
  return {
    id: row.id,
    ...fields,
    phoneCode: row.phoneCode,
    phone: row.phone,
    isDefault: row.isDefault,
    summary: addressSummary(fields),
    updatedAt: row.updatedAt.toISOString(),
  };
}
