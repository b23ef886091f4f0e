// A home banner's schedule: it shows from startsAt (inclusive) until endsAt
// (exclusive); a missing bound is no bound. The storefront's banner list and the console's
// "showing now" read the same rule.

export interface BannerSchedule {
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
}

export function bannerShowing(banner: BannerSchedule, now: Date): boolean {
  if (!banner.active) return false;
  if (banner.startsAt !== null && banner.startsAt.getTime() > now.getTime()) return false;
  return banner.endsAt === null || banner.endsAt.getTime() > now.getTime();
}
