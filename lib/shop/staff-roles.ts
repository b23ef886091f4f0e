// The operator console's roles (docs/operating.md#roles) and what each may open. The server
// checks the role on every operator call; the console reads the same table to show only what a
// member may use.

export const STAFF_ROLES = ['owner', 'staff', 'catalog'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The parts of the console a role opens. */
export const CONSOLE_AREAS = [
  'dashboard',
  'orders',
  'after-sales',
  'tickets',
  'customers',
  'catalog',
  'staff',
  'audit',
  // the shop's name, sender, time zone and public URL (docs/operating.md#store-settings)
  'settings',
  // the shipping zones, methods and prices (docs/operating.md#shipping)
  'shipping',
  // whether the shop charges tax, and its rates (docs/operating.md#taxes)
  'taxes',
  // sales, best sellers, lens shares, coupons and the shop's funnel (docs/operating.md#reports)
  'reports',
] as const;
export type ConsoleArea = (typeof CONSOLE_AREAS)[number];

const AREAS_OF: Readonly<Record<StaffRole, readonly ConsoleArea[]>> = {
  owner: CONSOLE_AREAS,
  staff: ['dashboard', 'orders', 'after-sales', 'tickets', 'customers', 'reports'],
  catalog: ['dashboard', 'catalog'],
};

/** The roles that may open an area: the owner always does. */
export function rolesFor(area: ConsoleArea): readonly StaffRole[] {
  return STAFF_ROLES.filter((role) => AREAS_OF[role].includes(area));
}

export function roleMayOpen(role: StaffRole, area: ConsoleArea): boolean {
  return AREAS_OF[role].includes(area);
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/**
 * Whether a member may confirm prescriptions (docs/operating.md#optician-check): owners always may;
 * another member once an owner granted it.
 */
export function confirmsPrescriptions(role: StaffRole, granted: boolean): boolean {
  return role === 'owner' || granted;
}

/** Owners must sign in with a second factor; other members may turn it on. */
export function roleNeedsTwoFactor(role: StaffRole): boolean {
  return role === 'owner';
}

export const ROLE_DESCRIPTIONS: Readonly<Record<StaffRole, string>> = {
  owner: 'Everything, including staff accounts and the audit log',
  staff: 'Orders, after-sales requests, support tickets, customers and reports',
  catalog: 'Products, photos, stock, lens options, coupons, content and reviews',
};

/** An operator session's life: 8 hours at most, 30 minutes without a call. */
export const OPERATOR_SESSION_HOURS = 8;
export const OPERATOR_IDLE_MINUTES = 30;
/** Days a staff member's set-password link works. */
export const STAFF_LINK_DAYS = 3;
/**
 * Wrong second-factor codes in a row that lock a member's sign-in (docs/security.md#second-factor-lock).
 * A guess matches one of three steps (one either side for clock drift): 3 chances in a million, so
 * five leave a guesser who has the password about 1 in 67,000 before the member must choose a new
 * one, where the rate limits per address alone let a guesser spread over many addresses go on.
 */
export const WRONG_CODES_BEFORE_LOCK = 5;
