import { listProvinces } from './countries';

// Addresses keep a province's name; shipping zones and tax rates name it by its code
// (docs/operating.md#shipping, docs/operating.md#taxes). The reference data is seeded and never
// edited while the shop runs, so each country's list is read once per process.

const shared = globalThis as typeof globalThis & {
  __oculoProvinceCodes?: Map<string, Promise<Map<string, string>>>;
};
const byCountry = (shared.__oculoProvinceCodes ??= new Map());

/** A country's provinces by their lower-cased name and code, as provinceCodeIn reads them. */
export type ProvinceCodes = ReadonlyMap<string, string>;

/** The country's province codes (read once per process); none for a country without a list. */
export function provinceCodesOf(countryCode: string): Promise<ProvinceCodes> {
  let codes = byCountry.get(countryCode);
  if (!codes) {
    codes = listProvinces({ isoCode: countryCode }).then(
      ({ list }) =>
        new Map(
          list.flatMap((entry) => [
            [entry.name.toLowerCase(), entry.code],
            [entry.code.toLowerCase(), entry.code],
          ]),
        ),
      // an unknown country, or a failed read: matched as written, and read again next time
      () => {
        byCountry.delete(countryCode);
        return new Map<string, string>();
      },
    );
    byCountry.set(countryCode, codes);
  }
  return codes;
}

/** A province's code from its name or code; one the country's list does not know, as written; '' stays ''. */
export function provinceCodeIn(codes: ProvinceCodes, province: string): string {
  if (province === '') return '';
  return codes.get(province.toLowerCase()) ?? province;
}

/** provinceCodeIn with the country's list read first. */
export async function provinceCodeOf(countryCode: string, province: string): Promise<string> {
  if (province === '') return '';
  return provinceCodeIn(await provinceCodesOf(countryCode), province);
}
