// The name a shopper gives with a shipping address at checkout fills their profile when it has no
// name yet: a fast-registered guest, or an account made with an e-mail only.
// A profile that has any name keeps it: the parcel may well go to someone else.

export interface PersonName {
  firstName: string;
  lastName: string;
}

/** The name to write into the profile, or null to leave the profile as it is. */
export function profileNameFromAddress(profile: PersonName, address: PersonName): PersonName | null {
  if (profile.firstName.trim() !== '' || profile.lastName.trim() !== '') return null;
  const name = { firstName: address.firstName.trim(), lastName: address.lastName.trim() };
  return name.firstName === '' && name.lastName === '' ? null : name;
}
