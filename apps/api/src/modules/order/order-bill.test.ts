import { computeBill, reaisToCents } from '@suavez/shared/domain/bill';
import { beforeAll, describe, expect, it } from 'vitest';
import { items } from '#api/db/schema/catalog.schema';
import { addAndSend, createMerchantWithMenu, createSeatedTable, itemAction } from '#test/order-test-helpers';
import { callAs, useFixture, useTestApp } from '#test/test-app';

const t = useTestApp();
const restaurant = useFixture(() => createMerchantWithMenu(t));
let coffeeId: string;

beforeAll(async () => {
  const [coffee] = await t.database.db
    .insert(items)
    .values({
      merchantId: restaurant.merchantId,
      categoryId: restaurant.categoryId,
      name: 'Café',
      priceCents: 125,
    })
    .returning({ id: items.id });
  coffeeId = coffee?.id as string;
});

/** The bill the client computes from what the API answers (prices in reais back to centavos). */
function billOf(order: {
  serviceFee: number | null;
  items: { item: { price: number }; orderItemStatus: string }[];
}) {
  return computeBill({
    serviceFeePercent: order.serviceFee ?? 12,
    items: order.items.map((unit) => ({
      priceCents: reaisToCents(unit.item.price),
      status: unit.orderItemStatus as Parameters<typeof computeBill>[0]['items'][number]['status'],
    })),
  });
}

describe('money at the boundaries', () => {
  it.each([
    [10, { subtotalCents: 125, feeCents: 13, totalCents: 138, canceledCents: 250, grossCents: 375 }],
    [0, { subtotalCents: 125, feeCents: 0, totalCents: 125, canceledCents: 250, grossCents: 375 }],
    [100, { subtotalCents: 125, feeCents: 125, totalCents: 250, canceledCents: 250, grossCents: 375 }],
  ])(
    'bills %i %% on the served unit only (half centavo rounds up, refused and canceled apart)',
    async (fee, bill) => {
      const owner = await createSeatedTable(t, restaurant.merchantId);
      const [served, refused, canceled] = await addAndSend(t, owner, owner.orderId, coffeeId, 3);
      await itemAction(t, restaurant, 'accept', served as string);
      await itemAction(t, restaurant, 'deliver', served as string);
      await itemAction(t, restaurant, 'refuse', refused as string);
      await callAs(t, owner, 'PATCH', `/order/item/request/cancel?orderItemId=${canceled}`);
      await itemAction(t, restaurant, 'cancel', canceled as string);
      const closed = await callAs(t, owner, 'PATCH', '/order/close', {
        orderId: owner.orderId,
        queueId: owner.id,
        serviceFee: fee,
      });
      expect(closed.statusCode).toBe(200);
      const order = (await callAs(t, null, 'GET', `/order?orderId=${owner.orderId}`)).json();
      expect(order.items.map((unit: { item: { price: number } }) => unit.item.price)).toEqual([
        1.25, 1.25, 1.25,
      ]);
      expect(billOf(order)).toEqual(bill);
    },
  );
});
