// The reference module's front door (docs/architecture.md#house-rules): reference data: countries
// and provinces. Other modules and app/ import only from here; its tables and inner files are its
// own.
import 'server-only';

export { listAllCountries, listPhoneCodes, listProvinces, listShippingCountries } from './countries';
export { provinceCodeIn, provinceCodeOf, provinceCodesOf, type ProvinceCodes } from './province-codes';
