import { addressSaveInput } from '@/lib/contract/calls/address';
import { registerCall, setUserInfoCall } from '@/lib/contract/calls/user';
import { hasHiddenCharacters } from '@/lib/shop/name-characters';

// People's names refuse bidi controls and zero-width characters, which change how a name is shown
// (an override reverses what follows it) without being seen themselves.

const HIDDEN: ReadonlyArray<readonly [string, string]> = [
  ['U+202A left-to-right embedding', '\u202A'],
  ['U+202B right-to-left embedding', '\u202B'],
  ['U+202C pop directional formatting', '\u202C'],
  ['U+202D left-to-right override', '\u202D'],
  ['U+202E right-to-left override', '\u202E'],
  ['U+2066 left-to-right isolate', '\u2066'],
  ['U+2067 right-to-left isolate', '\u2067'],
  ['U+2068 first strong isolate', '\u2068'],
  ['U+2069 pop directional isolate', '\u2069'],
  ['U+200E left-to-right mark', '\u200E'],
  ['U+200F right-to-left mark', '\u200F'],
  ['U+061C Arabic letter mark', '\u061C'],
  ['U+200B zero-width space', '\u200B'],
  ['U+200C zero-width non-joiner', '\u200C'],
  ['U+200D zero-width joiner', '\u200D'],
  ['U+2060 word joiner', '\u2060'],
  ['U+FEFF zero-width no-break space', '\uFEFF'],
];

const VISIBLE_NAMES = [
  'Maria',
  'O’Brien',
  "D'Angelo",
  'Anne-Marie',
  'José Zoë',
  'Nguyễn',
  'Łukasz',
  'محمد',
  '王小明',
  'Ἀθηνᾶ',
];

const ADDRESS = {
  firstName: 'Maria',
  lastName: 'Keller',
  countryCode: 'US',
  city: 'Springfield',
  line1: '1 Main Street',
  postcode: '12345',
  phoneCode: '1',
  phone: '5550102030',
};

describe('hidden characters in people’s names', () => {
  it.each(HIDDEN)('%s inside a name is refused by every name field', (_name, hidden) => {
    const name = `Ada${hidden}gnp.exe`;
    expect(hasHiddenCharacters(name)).toBe(true);

    const profile = setUserInfoCall.input.safeParse({ firstName: name });
    expect(profile.success).toBe(false);
    expect(profile.error?.issues).toEqual([
      expect.objectContaining({ path: ['firstName'], message: expect.stringContaining('hidden characters') }),
    ]);
    const registered = registerCall.input.safeParse({
      email: 'ada@example.com',
      password: 'long enough',
      lastName: name,
    });
    expect(registered.error?.issues.map((issue) => issue.path)).toEqual([['lastName']]);
    const address = addressSaveInput.safeParse({ ...ADDRESS, lastName: name });
    expect(address.error?.issues).toEqual([
      expect.objectContaining({ path: ['lastName'], message: expect.stringContaining('hidden characters') }),
    ]);
  });

  it.each(VISIBLE_NAMES.map((name) => [name]))('%s is a name', (name) => {
    expect(hasHiddenCharacters(name)).toBe(false);
    expect(setUserInfoCall.input.safeParse({ firstName: name, lastName: name }).success).toBe(true);
    expect(addressSaveInput.safeParse({ ...ADDRESS, firstName: name }).success).toBe(true);
  });
});
