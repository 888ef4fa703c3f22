/** The staff roles besides the owner (who plays `M` in the access matrix). */
export const STAFF_ACTORS = ['host', 'waiter', 'kitchen'] as const;

/** One of {@link STAFF_ACTORS}. */
export type StaffActor = (typeof STAFF_ACTORS)[number];

const h = 'host';
const w = 'waiter';
const k = 'kitchen';

/**
 * Which staff roles may make each merchant call, besides the owner (docs/access.md#staff-roles); every other
 * role gets 403. Written out here rather than read from the app's permission table, so changing who may do
 * what changes this test too. A merchant route missing here fails the roles test.
 */
export const rolesByRoute: Record<string, readonly StaffActor[]> = {
  // One's own session, and what every screen reads (the top bar's counts, the live events).
  'POST /api/account/logout': [h, w, k],
  'GET /api/account/validate': [h, w, k],
  'POST /api/merchant/email/resend': [h, w, k],
  'GET /api/live/merchant': [h, w, k],
  'GET /api/queue/counts': [h, w, k],
  // The merchant home's card, and opening the store.
  'GET /api/merchant/full': [h, w],
  'PATCH /api/merchant/toggle/open': [h],
  // The live queue: the host.
  'GET /api/queue/current': [h],
  'POST /api/merchant/queue': [h],
  'POST /api/queue/call': [h],
  'POST /api/queue/accept': [h],
  'POST /api/queue/refuse': [h],
  'POST /api/queue/remove': [h],
  'POST /api/queue/extend': [h],
  'POST /api/queue/checkin': [h],
  'PATCH /api/queue/purge': [h],
  // Shared by the host and the waiter.
  'GET /api/queue/signals': [h, w],
  'PATCH /api/queue/table': [h, w],
  'GET /api/merchant/tables': [h, w],
  // Bookings: the host runs the day; the owner sets the rules.
  'GET /api/merchant/bookings': [h],
  'POST /api/merchant/bookings': [h],
  'POST /api/merchant/bookings/:id/arrive': [h],
  'POST /api/merchant/bookings/:id/no-show': [h],
  'POST /api/merchant/bookings/:id/deposit/confirm': [h],
  'POST /api/merchant/bookings/:id/cancel': [h],
  // The hall: the waiter.
  'GET /api/queue/hall': [w],
  'GET /api/order/queue': [w],
  'PATCH /api/order/item/accept': [w],
  'PATCH /api/order/item/refuse': [w],
  'PATCH /api/order/item/cancel': [w],
  'PATCH /api/order/status/update': [w],
  'PATCH /api/order/payment': [w],
  'GET /api/order/pix': [w],
  'POST /api/queue/checkout': [w],
  'PATCH /api/item/soldout': [w],
  // The kitchen display: the kitchen, and the waiter who serves.
  'GET /api/kitchen': [w, k],
  'GET /api/kitchen/settings': [w, k],
  'PATCH /api/kitchen/start': [w, k],
  'PATCH /api/order/item/deliver': [w, k],
  'PATCH /api/order/item/undeliver': [w, k],
  // The owner's alone: settings, hours, automations, Pix, reports, menus, staff, the audit trail.
  'PATCH /api/merchant/workshift': [],
  'DELETE /api/merchant/workshift': [],
  'PATCH /api/merchant/toggle/automation': [],
  'PATCH /api/merchant/text-channel': [],
  'PUT /api/merchant/pix': [],
  'DELETE /api/merchant/pix': [],
  'PATCH /api/merchant/appearance': [],
  'GET /api/queue/report': [],
  'GET /api/queue/report/insights': [],
  'GET /api/catalog/list': [],
  'GET /api/catalog/merchant/all': [],
  'POST /api/catalog': [],
  'PATCH /api/catalog': [],
  'POST /api/category': [],
  'PATCH /api/category': [],
  'PATCH /api/category/order': [],
  'POST /api/item': [],
  'PATCH /api/item': [],
  'PATCH /api/item/order': [],
  'DELETE /api/item/:id': [],
  'POST /api/merchant/photos': [],
  'GET /api/merchant/staff': [],
  'POST /api/merchant/staff': [],
  'PATCH /api/merchant/staff/:id': [],
  'DELETE /api/merchant/staff/:id': [],
  'GET /api/merchant/api-keys': [],
  'POST /api/merchant/api-keys': [],
  'DELETE /api/merchant/api-keys/:id': [],
  'POST /api/merchant/tables': [],
  'POST /api/merchant/tables/import': [],
  'PATCH /api/merchant/tables/:id': [],
  'DELETE /api/merchant/tables/:id': [],
  'PUT /api/merchant/bookings': [],
  'GET /api/merchant/audit': [],
  'GET /api/merchant/setup': [],
  'POST /api/merchant/qr/printed': [],
  'GET /api/merchant/webhooks': [],
  'POST /api/merchant/webhooks': [],
  'PATCH /api/merchant/webhooks/:id': [],
  'DELETE /api/merchant/webhooks/:id': [],
  'POST /api/merchant/webhooks/:id/test': [],
  'GET /api/merchant/webhooks/:id/deliveries': [],
  'POST /api/merchant/webhooks/:id/deliveries/:deliveryId/retry': [],
};
