// The addresses module's front door (docs/architecture.md#house-rules): the shopper's address book.
// Other modules and app/ import only from here; its tables and inner files are its own.
import 'server-only';

export { addressInfo, deleteAddress, listAddresses, saveAddress } from './address-book';
export { checkAddressPlace } from './address-place';
