import type { Db } from '#api/db/client';
import type { Clock } from '#api/lib/clock';
import { confirmDepositByProvider } from '#api/modules/bookings/booking-deposit.service';
import { findOrder, lockQueueEntryForShare } from '#api/modules/order/order.repository';
import { listOrderItems } from '#api/modules/order/order-item.repository';
import { payOrder } from './confirm-payment.service';
import { isPayable } from './order-payment.repository';
import { hasEndToEndId, lockChargeByTxid, markChargePaid } from './pix-charge.repository';
import type { PaidPixNotification } from './pix-provider';

/** Where the webhook's decisions are written down (the request's logger). */
export interface PixLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/**
 * The provider's paid-charge notification (docs/pix.md#webhook): each payment of a known txid, for at least
 * the charge's amount, pays the charge once (its end-to-end id is unique: a replay changes nothing) and moves
 * the charge's orders still waiting for a payment to PAYMENT_COMPLETED, by Pix, confirmed by the provider.
 * An unknown txid or a smaller amount is logged and left for the host. A txid naming a booking's deposit
 * confirms that booking instead (docs/bookings.md#deposit). Answers how many payments confirmed a charge or
 * a deposit now.
 */
export async function confirmPaidCharges(options: {
  db: Db;
  clock: Clock;
  payments: readonly PaidPixNotification[];
  log: PixLog;
}): Promise<number> {
  let confirmed = 0;
  for (const payment of options.payments) {
    const isConfirmed = await options.db.transaction(async (tx) => {
      if (await hasEndToEndId(tx, payment.endToEndId)) return false;
      const deposit = await confirmDepositByProvider(tx, payment, options.clock.now(), options.log);
      if (deposit !== undefined) return deposit;
      const charge = await lockChargeByTxid(tx, payment.txid);
      if (!charge) {
        options.log.warn({ txid: payment.txid }, 'pix: aviso de um txid desconhecido ignorado');
        return false;
      }
      if (charge.paidAt !== null) {
        options.log.warn({ txid: payment.txid }, 'pix: cobrança já paga por outro pagamento');
        return false;
      }
      if (payment.amountCents < charge.amountCents) {
        options.log.warn(
          { txid: payment.txid, amountCents: payment.amountCents, chargeCents: charge.amountCents },
          'pix: pagamento abaixo do valor da cobrança não confirmado',
        );
        return false;
      }
      if (
        !(await markChargePaid(tx, {
          id: charge.id,
          merchantId: charge.merchantId,
          endToEndId: payment.endToEndId,
          paidAt: payment.paidAt,
        }))
      ) {
        return false;
      }
      // Locks as every order write does: the entry (shared), then its orders.
      await lockQueueEntryForShare(tx, { id: charge.queueEntryId, merchantId: charge.merchantId });
      const units = await listOrderItems(
        tx,
        charge.orderIds.map((id) => ({ id, merchantId: charge.merchantId })),
      );
      for (const orderId of charge.orderIds) {
        const order = await findOrder(tx, { id: orderId, merchantId: charge.merchantId }, 'update');
        if (!order || !isPayable(order.status)) continue;
        await payOrder(tx, order, units, { method: 'PIX', confirmedBy: 'provider', paidAt: payment.paidAt });
      }
      options.log.info({ txid: payment.txid, orders: charge.orderIds.length }, 'pix: cobrança paga');
      return true;
    });
    if (isConfirmed) confirmed += 1;
  }
  return confirmed;
}
