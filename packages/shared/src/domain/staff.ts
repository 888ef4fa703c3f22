/** The roles a restaurant's staff log in with (docs/access.md#staff-roles). */
export const staffRoles = ['owner', 'host', 'waiter', 'kitchen'] as const;

/** One staff role: `owner` may do everything; the others a part of the restaurant's work. */
export type StaffRole = (typeof staffRoles)[number];

/** The roles an owner gives when inviting: there is one owner per restaurant, made by the admin command. */
export const invitableStaffRoles = ['host', 'waiter', 'kitchen'] as const satisfies readonly StaffRole[];

/** A role the owner may give (every role but `owner`). */
export type InvitableStaffRole = (typeof invitableStaffRoles)[number];

/** How each role is named on the screens. */
export const staffRoleLabels: Record<StaffRole, string> = {
  owner: 'Dono',
  host: 'Recepção',
  waiter: 'Garçom',
  kitchen: 'Cozinha',
};

const everyone = staffRoles;

/**
 * What each kind of merchant call needs, by role (docs/access.md#staff-roles). Every merchant route names one
 * of these in its guard; the web hides what the session's role may not do with the same table.
 */
export const staffPermissions = {
  /** One's own session: check it, log out, the live events of the restaurant. */
  session: everyone,
  /** Read the restaurant's card (name, open state) on the merchant home. */
  viewMerchant: ['owner', 'host', 'waiter'],
  /** Open and close the store. */
  openState: ['owner', 'host'],
  /** The live queue: list, accept, refuse, call, more time, remove, check in, purge, the diners' signals. */
  queue: ['owner', 'host'],
  /** What the host and the waiter share: the diners' signals (arrivals, bills asked), naming a table. */
  floor: ['owner', 'host', 'waiter'],
  /** The hall: seated tables, orders, item actions, sold out, bills, payments, checkout. */
  hall: ['owner', 'waiter'],
  /** The kitchen display and marking a unit ready (or undoing it). */
  kitchen: ['owner', 'waiter', 'kitchen'],
  /** Settings, opening hours, automations, Pix, menus, reports, staff and the audit trail. */
  settings: ['owner'],
} as const satisfies Record<string, readonly StaffRole[]>;

/** A kind of merchant call, as the guard and the screens name it. */
export type StaffPermission = keyof typeof staffPermissions;

/** Whether `role` may make the calls of `permission`. */
export function canStaff(role: StaffRole, permission: StaffPermission): boolean {
  return (staffPermissions[permission] as readonly StaffRole[]).includes(role);
}

/** Whether a value is a staff role (a JWT claim, a stored cookie). */
export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value);
}

/** Password rule of every merchant login (the admin command's and the invite's). */
export const MERCHANT_PASSWORD_MIN_LENGTH = 8;
