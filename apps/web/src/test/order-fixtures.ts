import type { HallEntry, Order } from '@suavez/shared/contracts/order.contract';

// The payment fields of the order and hall answers, as the API sends them before anyone pays: tests that
// build an order or a hall entry by hand spread these, so a new field is added here once.

/** An order nobody has paid nor said 'Já paguei' about. */
export const unpaidOrderFields = {
  payment: null,
  pixReportedAt: null,
} as const satisfies Pick<Order, 'payment' | 'pixReportedAt'>;

/** A hall entry without 'Pix informado' nor 'Pago', nor anyone of the staff named on it (docs/audit.md). */
export const unpaidHallFields: Pick<HallEntry, 'pixReported' | 'paid' | 'staffActions'> = {
  pixReported: false,
  paid: false,
  staffActions: [],
};
