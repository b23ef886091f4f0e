import type { UserInfo } from '@/lib/client/store';

/** A signed-in shopper's user info as /api/user/userInfo answers it. */
export const ADA: UserInfo = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phoneCode: '44',
  phone: '20 7946 0000',
  gender: 'female',
  birthday: '12/10/1985',
  countryCode: 'GB',
  hasPassword: true,
  newsletter: false,
  memberSince: '2025-03-14T09:30:00.000Z',
};

export function cookieValue(name: string): string | undefined {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(name.length + 1));
}

export function clearCookies(): void {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}
