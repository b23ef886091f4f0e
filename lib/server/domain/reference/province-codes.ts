import { listProvinces } from './countries';

// Addresses keep a province's name; shipping zones and tax rates name it by its code
// (docs/operating.md#shipping, docs/operating.md#taxes). The reference data is seeded and never
// edited while the shop runs, so each country's list is read once per process.

const shared = globalThis as typeof globalThis & {
  __oculoProvinceCodes?: Map<string, Promise<Map<string, string>>>;
};
const byCountry = (shared.__oculoProvinceCodes ??= new Map());

function codesOf(countryCode: string): Promise<Map<string, string>> {
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
export async function provinceCodeOf(countryCode: string, province: string): Promise<string> {
  if (province === '') return '';
  return (await codesOf(countryCode)).get(province.toLowerCase()) ?? province;
}
