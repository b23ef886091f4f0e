import { profileNameFromAddress } from '@/lib/shop/checkout-profile-name';

// The name from the shipping address fills an empty profile name, and only an empty one.

const name = (firstName: string, lastName: string) => ({ firstName, lastName });

describe('profileNameFromAddress', () => {
  it.each([
    [
      'an empty profile takes the address name',
      name('', ''),
      name('Ada', 'Lovelace'),
      name('Ada', 'Lovelace'),
    ],
    ['blank spaces count as empty', name(' ', ''), name(' Ada ', ' Lovelace '), name('Ada', 'Lovelace')],
    ['a profile with a first name keeps it', name('Sam', ''), name('Ada', 'Lovelace'), null],
    ['a profile with a last name keeps it', name('', 'Rivera'), name('Ada', 'Lovelace'), null],
    ['a full profile keeps it', name('Sam', 'Rivera'), name('Ada', 'Lovelace'), null],
    ['an address without a name changes nothing', name('', ''), name(' ', ''), null],
  ])('%s', (_case, profile, address, expected) => {
    expect(profileNameFromAddress(profile, address)).toEqual(expected);
  });
});
