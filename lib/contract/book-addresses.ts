// The account's books, by address only (see address.ts): the address book and saved
// prescriptions, with the reference data their forms need.
// Types come from the contracts through type-only imports, so no schema reaches the browser; a
// unit test checks that every address here is a call of the contract. The shop's addresses are
// split by the part of the shop that calls them, so a page's bundle carries its own few.
import { addressOf } from './address';
import type { addressDeleteCall, addressListCall, addressSaveCall } from './calls/address';
import type {
  prescriptionDeleteCall,
  prescriptionImageCall,
  prescriptionListCall,
  prescriptionSaveCall,
} from './calls/prescription';
import type { prescriptionFhirCall, prescriptionImportCall } from './calls/prescription-fhir';
import type { countryCall, phoneCodeCall, provinceListCall } from './calls/reference';

// docs/product.md#calls, account: the address book and saved prescriptions, with the reference data
// their forms need. The prescription photo call answers bytes: fetch it, do not callApi it.
export const shippingCountryAddress = addressOf<typeof countryCall>('GET', '/api/other/country');
export const provinceListAddress = addressOf<typeof provinceListCall>('POST', '/api/other/provinceList');
export const phoneCodeAddress = addressOf<typeof phoneCodeCall>('GET', '/api/other/phoneCode');
export const addressListAddress = addressOf<typeof addressListCall>('POST', '/api/address/list');
export const addressSaveAddress = addressOf<typeof addressSaveCall>('POST', '/api/address/save');
export const addressDeleteAddress = addressOf<typeof addressDeleteCall>('POST', '/api/address/delete');
export const prescriptionListAddress = addressOf<typeof prescriptionListCall>(
  'POST',
  '/api/prescription/list',
);
export const prescriptionSaveAddress = addressOf<typeof prescriptionSaveCall>(
  'POST',
  '/api/prescription/save',
);
export const prescriptionDeleteAddress = addressOf<typeof prescriptionDeleteCall>(
  'POST',
  '/api/prescription/delete',
);
export const prescriptionImageAddress = addressOf<typeof prescriptionImageCall>(
  'POST',
  '/api/prescription/image',
);
/** Answers the FHIR JSON file itself: fetch it, do not callApi it. */
export const prescriptionFhirAddress = addressOf<typeof prescriptionFhirCall>(
  'POST',
  '/api/prescription/fhir',
);
export const prescriptionImportAddress = addressOf<typeof prescriptionImportCall>(
  'POST',
  '/api/prescription/import',
);
