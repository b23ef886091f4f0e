import type { UserInfo } from '@/lib/client/store';
import { isUsDate, VALIDATION_MESSAGES } from '@/lib/shop/form-rules';
import { personNameProblem } from '../ui/account-person-name';

// The profile form's fields and its checks, the same rules as /api/user/setUserInfo (its contract
// in lib/contract/calls/user.ts) without zod in the browser.

export const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'phoneCode',
  'phone',
  'gender',
  'birthday',
  'countryCode',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileDraft = Record<ProfileField, string>;

const PHONE = /^[0-9 ()-]{4,20}$/;

/** The genders the contract knows, as the form offers them. */
export const GENDER_CHOICES: readonly { value: Exclude<UserInfo['gender'], ''>; label: string }[] = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
];

function genderOf(value: string): UserInfo['gender'] {
  return GENDER_CHOICES.find((choice) => choice.value === value)?.value ?? '';
}

export function profileDraftOf(userInfo: UserInfo): ProfileDraft {
  return {
    firstName: userInfo.firstName,
    lastName: userInfo.lastName,
    phoneCode: userInfo.phoneCode,
    phone: userInfo.phone,
    gender: userInfo.gender,
    birthday: userInfo.birthday,
    countryCode: userInfo.countryCode,
  };
}

/** What is wrong with the draft, field by field; every field may be left empty. */
export function profileProblems(draft: ProfileDraft): Partial<Record<ProfileField, string>> {
  const problems: Partial<Record<ProfileField, string>> = {};
  const firstName = personNameProblem(draft.firstName, 'first name', false);
  if (firstName) problems.firstName = firstName;
  const lastName = personNameProblem(draft.lastName, 'last name', false);
  if (lastName) problems.lastName = lastName;
  const phone = draft.phone.trim();
  if (phone && !PHONE.test(phone)) problems.phone = 'Enter the phone number with digits only.';
  if (phone && !draft.phoneCode) problems.phoneCode = 'Choose a dialling code.';
  const birthday = draft.birthday.trim();
  // docs/product.md#validation: date MM/DD/YYYY
  if (birthday && !isUsDate(birthday)) problems.birthday = VALIDATION_MESSAGES.usDate;
  return problems;
}

/** The draft as /api/user/setUserInfo takes it: trimmed, "" clearing a field. */
export function profileInput(draft: ProfileDraft) {
  return {
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    phoneCode: draft.phoneCode,
    phone: draft.phone.trim(),
    gender: genderOf(draft.gender),
    birthday: draft.birthday.trim(),
    countryCode: draft.countryCode,
  };
}
