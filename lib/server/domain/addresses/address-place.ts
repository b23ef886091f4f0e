import type { Country } from '@/lib/contract/calls/reference';
import type { FieldErrors } from '@/lib/contract/envelope';
import { InvalidInputError } from '@/lib/contract/errors';
import { listAllCountries, listProvinces } from '@/lib/server/domain/reference';

/**
 * Where an address is, checked against the shop's reference data (lib/server/domain/reference): a country
 * the shop delivers to, a province of that country where it has a list (by name or code, kept by
 * name), and a dialling code some country uses.
 */
export interface AddressPlace {
  countryName: string;
  /** The province's name as the reference data writes it, or "" for none. */
  province: string;
}

export const ADDRESS_PLACE_MESSAGES = {
  country: 'We do not deliver to this country yet. Please choose another.',
  provinceNeeded: 'Choose the state or province.',
  provinceUnknown: 'Choose a state or province from the list.',
  phoneCode: 'Choose a dialling code from the list.',
} as const;

/** Country names by ISO code, for showing addresses. */
export async function countryNames(): Promise<Map<string, string>> {
  const { list } = await listAllCountries();
  return new Map(list.map((country) => [country.isoCode, country.name]));
}

export async function checkAddressPlace(address: {
  countryCode: string;
  province: string;
  phoneCode: string;
}): Promise<AddressPlace> {
  const { list } = await listAllCountries();
  const problems: FieldErrors = {};
  const country: Country | undefined = list.find((c) => c.isoCode === address.countryCode);
  if (!list.some((c) => c.phoneCode === address.phoneCode))
    problems.phoneCode = ADDRESS_PLACE_MESSAGES.phoneCode;
  if (!country?.ships) {
    problems.countryCode = ADDRESS_PLACE_MESSAGES.country;
    throw new InvalidInputError(problems);
  }

  let province = address.province;
  const { list: provinces } = await listProvinces({ isoCode: country.isoCode });
  if (provinces.length > 0 && province !== '') {
    const wanted = province.toLowerCase();
    const match = provinces.find((p) => p.name.toLowerCase() === wanted || p.code.toLowerCase() === wanted);
    if (match) province = match.name;
    else problems.province = ADDRESS_PLACE_MESSAGES.provinceUnknown;
  }
  if (country.requiresProvince && province === '') problems.province = ADDRESS_PLACE_MESSAGES.provinceNeeded;

  if (Object.keys(problems).length > 0) throw new InvalidInputError(problems);
  return { countryName: country.name, province };
}
