import { randomUUID } from 'node:crypto';
import { DEFAULT_SERVICE_FEE_PERCENT, reaisToCents } from '@suavez/shared/domain/bill';
import { canTransitionOrderItem, transitionOrderItem } from '@suavez/shared/domain/order-item-machine';
import {
  canConsumerCloseOrder,
  canMerchantRequestPayment,
  canTransitionOrder,
  findOrderEventToStatus,
} from '@suavez/shared/domain/order-machine';
import type { OrderStatus } from '@suavez/shared/domain/order-status';
import { isSettledOrderStatus } from '@suavez/shared/domain/order-status';
import { canTransitionQueue, type QueueActor, transitionQueue } from '@suavez/shared/domain/queue-machine';
import type fc from 'fast-check';
import { expect } from 'vitest';
import { callAs } from '#test/test-app';
import {
  currentEntry,
  expectAnswer,
  hasActiveEntry,
  type Model,
  type ModelEntry,
  type ModelUnit,
  pickUnit,
  type Real,
} from './model-state';

type Command = fc.AsyncCommand<Model, Real>;

/** `POST /queue`: joins unless the consumer holds an active entry (the merchant does not auto-accept). */
export class JoinCommand implements Command {
  constructor(readonly consumer: number) {}
  check = () => true;
  async run(m: Model, r: Real): Promise<void> {
    const consumer = r.consumers[this.consumer];
    const res = await callAs(r.t, consumer ?? {}, 'POST', '/queue', {
      merchant: { id: r.merchant.merchantId },
      consumer: { id: consumer?.consumerId },
      slot: 2,
    });
    const isAllowed = !hasActiveEntry(m, this.consumer);
    expectAnswer(res, isAllowed, 201, this.toString());
    if (!isAllowed) return;
    expect(res.json().status).toBe('WAITING_CONFIRMATION');
    m.consumers[this.consumer]?.entries.push({
      id: res.json().id,
      status: 'WAITING_CONFIRMATION',
      order: null,
    });
  }
  toString = () => `join(${this.consumer})`;
}

const queueCalls = {
  accept: { actor: 'merchant', path: (id: string) => `/queue/accept?queueId=${id}` },
  call: { actor: 'merchant', path: (id: string) => `/queue/call?queueId=${id}` },
  remove: { actor: 'merchant', path: (id: string) => `/queue/remove?queueId=${id}&reason=Outros` },
  checkIn: { actor: 'merchant', path: (id: string) => `/queue/checkin?queueId=${id}` },
  answer: { actor: 'consumer', path: (id: string) => `/queue/call/answer?queueId=${id}&answer=true` },
  quit: { actor: 'consumer', path: (id: string) => `/queue/quit?queueId=${id}&reason=Outros` },
} as const satisfies Record<string, { actor: QueueActor; path: (id: string) => string }>;

/**
 * One queue button (merchant's accept, call, remove, check-in; consumer's answer, quit) on the last entry.
 */
export class QueueEventCommand implements Command {
  constructor(
    readonly consumer: number,
    readonly event: keyof typeof queueCalls,
  ) {}
  check = (m: Readonly<Model>) => currentEntry(m, this.consumer) !== undefined;
  async run(m: Model, r: Real): Promise<void> {
    const entry = currentEntry(m, this.consumer) as ModelEntry;
    const { actor, path } = queueCalls[this.event];
    const caller = actor === 'merchant' ? r.merchant : (r.consumers[this.consumer] ?? {});
    const res = await callAs(r.t, caller, 'POST', path(entry.id));
    const isAllowed = canTransitionQueue(entry.status, this.event, actor);
    expectAnswer(res, isAllowed, 200, this.toString());
    if (isAllowed) entry.status = transitionQueue(entry.status, this.event, actor);
  }
  toString = () => `${this.event}(${this.consumer})`;
}

/** `POST /queue/checkout`: CHECK_IN with every order settled; an order of cart units only is dropped. */
export class CheckoutCommand implements Command {
  constructor(readonly consumer: number) {}
  check = (m: Readonly<Model>) => currentEntry(m, this.consumer) !== undefined;
  async run(m: Model, r: Real): Promise<void> {
    const entry = currentEntry(m, this.consumer) as ModelEntry;
    const res = await callAs(r.t, r.merchant, 'POST', `/queue/checkout?queueId=${entry.id}`);
    const order = entry.order;
    const isCartOnly = order?.units.every((unit) => unit.status === 'CREATED') === true;
    const isAllowed =
      canTransitionQueue(entry.status, 'checkout', 'merchant') &&
      (order === null || isSettledOrderStatus(order.status) || isCartOnly);
    expectAnswer(res, isAllowed, 200, this.toString());
    if (!isAllowed) return;
    entry.status = 'CHECK_OUT';
    if (order && !isSettledOrderStatus(order.status)) entry.order = null;
  }
  toString = () => `checkout(${this.consumer})`;
}

/** `POST /order`: opens the consumer's order at a seated table (the same one when it exists). */
export class OpenOrderCommand implements Command {
  constructor(readonly consumer: number) {}
  check = (m: Readonly<Model>) => currentEntry(m, this.consumer) !== undefined;
  async run(m: Model, r: Real): Promise<void> {
    const entry = currentEntry(m, this.consumer) as ModelEntry;
    const consumer = r.consumers[this.consumer];
    const res = await callAs(r.t, consumer ?? {}, 'POST', '/order', {
      consumerId: consumer?.consumerId,
      queueId: entry.id,
    });
    const isAllowed = entry.status === 'CHECK_IN';
    expectAnswer(res, isAllowed, entry.order ? 200 : 201, this.toString());
    if (!isAllowed) return;
    if (entry.order) expect(res.json().id).toBe(entry.order.id);
    else entry.order = { id: res.json().id, status: 'OPEN', serviceFee: null, units: [] };
  }
  toString = () => `openOrder(${this.consumer})`;
}

/** `PUT /order` with an Idempotency-Key, sent once or twice (a retry): one unit either way. */
export class AddItemCommand implements Command {
  constructor(
    readonly consumer: number,
    readonly item: number,
    readonly isRetried: boolean,
  ) {}
  check = (m: Readonly<Model>) => currentEntry(m, this.consumer)?.order != null;
  async run(m: Model, r: Real): Promise<void> {
    const entry = currentEntry(m, this.consumer) as ModelEntry;
    const order = entry.order as NonNullable<ModelEntry['order']>;
    const item = r.menu[this.item % r.menu.length] as Real['menu'][number];
    const key = randomUUID();
    const add = () =>
      callAs(
        r.t,
        r.consumers[this.consumer] ?? {},
        'PUT',
        '/order',
        { orderQueue: { id: order.id }, item: { id: item.id } },
        { headers: { 'idempotency-key': key } },
      );
    const res = await add();
    const isAllowed = entry.status === 'CHECK_IN' && order.status === 'OPEN';
    expectAnswer(res, isAllowed, 201, this.toString());
    if (this.isRetried) {
      const retry = await add();
      expect(retry.statusCode).toBe(res.statusCode);
      if (isAllowed) expect(retry.json()).toEqual(res.json());
    }
    if (!isAllowed) return;
    expect(reaisToCents(res.json().item.price)).toBe(item.priceCents);
    order.units.push({
      id: res.json().id,
      status: 'CREATED',
      priceCents: item.priceCents,
      prepared: item.prepared,
    });
  }
  toString = () => `addItem(${this.consumer}, ${this.item}${this.isRetried ? ', retried' : ''})`;
}

/** `DELETE /order/item`: a CREATED unit leaves the cart (its row is deleted). */
export class RemoveItemCommand implements Command {
  constructor(
    readonly consumer: number,
    readonly unit: number,
  ) {}
  check = (m: Readonly<Model>) => pickUnit(m, this.consumer, this.unit) !== undefined;
  async run(m: Model, r: Real): Promise<void> {
    const unit = pickUnit(m, this.consumer, this.unit) as ModelUnit;
    const res = await callAs(
      r.t,
      r.consumers[this.consumer] ?? {},
      'DELETE',
      `/order/item?orderItemId=${unit.id}`,
    );
    const isAllowed = unit.status === 'CREATED';
    expectAnswer(res, isAllowed, 204, this.toString());
    const order = currentEntry(m, this.consumer)?.order;
    if (isAllowed && order) order.units = order.units.filter((other) => other.id !== unit.id);
  }
  toString = () => `removeItem(${this.consumer}, ${this.unit})`;
}

/** `POST /order/sent`: every CREATED unit becomes SENT; an empty cart is refused. */
export class SendCommand implements Command {
  constructor(readonly consumer: number) {}
  check = (m: Readonly<Model>) => currentEntry(m, this.consumer)?.order != null;
  async run(m: Model, r: Real): Promise<void> {
    const entry = currentEntry(m, this.consumer) as ModelEntry;
    const order = entry.order as NonNullable<ModelEntry['order']>;
    const res = await callAs(
      r.t,
      r.consumers[this.consumer] ?? {},
      'POST',
      `/order/sent?orderId=${order.id}`,
    );
    const cart = order.units.filter((unit) => unit.status === 'CREATED');
    const isAllowed = entry.status === 'CHECK_IN' && order.status === 'OPEN' && cart.length > 0;
    expectAnswer(res, isAllowed, 200, this.toString());
    if (!isAllowed) return;
    for (const unit of cart) unit.status = transitionOrderItem(unit.status, 'send', unit);
  }
  toString = () => `send(${this.consumer})`;
}

/** `PATCH /order/item/request/cancel`: the consumer asks to cancel a SENT unit. */
export class RequestCancelCommand implements Command {
  constructor(
    readonly consumer: number,
    readonly unit: number,
  ) {}
  check = (m: Readonly<Model>) => pickUnit(m, this.consumer, this.unit) !== undefined;
  async run(m: Model, r: Real): Promise<void> {
    const unit = pickUnit(m, this.consumer, this.unit) as ModelUnit;
    const path = `/order/item/request/cancel?orderItemId=${unit.id}`;
    const res = await callAs(r.t, r.consumers[this.consumer] ?? {}, 'PATCH', path);
    const isAllowed = canTransitionOrderItem(unit.status, 'requestCancel', 'consumer');
    expectAnswer(res, isAllowed, 200, this.toString());
    if (isAllowed) unit.status = transitionOrderItem(unit.status, 'requestCancel', unit);
  }
  toString = () => `requestCancel(${this.consumer}, ${this.unit})`;
}

/** The merchant's item buttons (accept, refuse, deliver, cancel); refused on a settled order. */
export class MerchantItemCommand implements Command {
  constructor(
    readonly consumer: number,
    readonly unit: number,
    readonly action: 'accept' | 'refuse' | 'deliver' | 'cancel',
  ) {}
  check = (m: Readonly<Model>) => pickUnit(m, this.consumer, this.unit) !== undefined;
  async run(m: Model, r: Real): Promise<void> {
    const unit = pickUnit(m, this.consumer, this.unit) as ModelUnit;
    const order = currentEntry(m, this.consumer)?.order as NonNullable<ModelEntry['order']>;
    const path = `/order/item/${this.action}?orderItemId=${unit.id}&merchantId=${r.merchant.merchantId}`;
    const res = await callAs(r.t, r.merchant, 'PATCH', path);
    const isAllowed =
      !isSettledOrderStatus(order.status) && canTransitionOrderItem(unit.status, this.action, 'merchant');
    expectAnswer(res, isAllowed, 200, this.toString());
    if (!isAllowed) return;
    unit.status = transitionOrderItem(unit.status, this.action, unit);
    expect(res.json().orderItemStatus).toBe(unit.status);
  }
  toString = () => `${this.action}Item(${this.consumer}, ${this.unit})`;
}

/** `PATCH /order/close`: the consumer asks for the bill with a fee, when every unit is settled. */
export class CloseOrderCommand implements Command {
  constructor(
    readonly consumer: number,
    readonly fee: number,
  ) {}
  check = (m: Readonly<Model>) => currentEntry(m, this.consumer)?.order != null;
  async run(m: Model, r: Real): Promise<void> {
    const entry = currentEntry(m, this.consumer) as ModelEntry;
    const order = entry.order as NonNullable<ModelEntry['order']>;
    const res = await callAs(r.t, r.consumers[this.consumer] ?? {}, 'PATCH', '/order/close', {
      orderId: order.id,
      queueId: entry.id,
      serviceFee: this.fee,
    });
    const isAllowed = canConsumerCloseOrder({
      queueStatus: entry.status,
      orderStatus: order.status,
      itemStatuses: order.units.map((unit) => unit.status),
    });
    expectAnswer(res, isAllowed, 200, this.toString());
    if (!isAllowed) return;
    order.status = 'PAYMENT_REQUESTED';
    order.serviceFee = this.fee;
  }
  toString = () => `closeOrder(${this.consumer}, ${this.fee}%)`;
}

/** `PATCH /order/status/update`: the merchant's 'Finalizar', 'Fechar' and 'Reabrir pedido'. */
export class MerchantOrderStatusCommand implements Command {
  constructor(
    readonly consumer: number,
    readonly target: Extract<OrderStatus, 'PAYMENT_REQUESTED' | 'CLOSED' | 'OPEN'>,
  ) {}
  check = (m: Readonly<Model>) => currentEntry(m, this.consumer)?.order != null;
  async run(m: Model, r: Real): Promise<void> {
    const entry = currentEntry(m, this.consumer) as ModelEntry;
    const order = entry.order as NonNullable<ModelEntry['order']>;
    const res = await callAs(
      r.t,
      r.merchant,
      'PATCH',
      `/order/status/update?merchantId=${r.merchant.merchantId}`,
      { orderId: order.id, queueId: entry.id, orderStatus: this.target },
    );
    const event = findOrderEventToStatus(order.status, this.target);
    const isRequest = event === 'requestPayment';
    const isAllowed =
      entry.status === 'CHECK_IN' &&
      event !== null &&
      canTransitionOrder(order.status, event, 'merchant') &&
      (!isRequest || canMerchantRequestPayment(order.units.map((unit) => unit.status)));
    expectAnswer(res, isAllowed, 200, this.toString());
    if (!isAllowed) return;
    order.status = this.target;
    if (isRequest) {
      order.units = order.units.filter((unit) => unit.status !== 'CREATED');
      order.serviceFee ??= DEFAULT_SERVICE_FEE_PERCENT;
    }
  }
  toString = () => `orderStatus(${this.consumer}, ${this.target})`;
}

/** A shortcut to a seated table with an open order: join, accept, call, check-in, open the order. */
export class SeatCommand implements Command {
  private readonly steps: Command[];
  constructor(readonly consumer: number) {
    this.steps = [
      new JoinCommand(consumer),
      new QueueEventCommand(consumer, 'accept'),
      new QueueEventCommand(consumer, 'call'),
      new QueueEventCommand(consumer, 'checkIn'),
      new OpenOrderCommand(consumer),
    ];
  }
  check = () => true;
  async run(m: Model, r: Real): Promise<void> {
    for (const step of this.steps) if (step.check(m)) await step.run(m, r);
  }
  toString = () => `seat(${this.consumer})`;
}
