import { describe, expect, it } from 'vitest';
import { createMerchantFixture } from '#test/fixtures';
import { createStaffLogin } from '#test/staff-test-helpers';
import { callAs, useTestApp } from '#test/test-app';

// The kitchen's print-on-arrival: the owner's automation KITCHEN_PRINT_ON_ARRIVAL, read by the kitchen display
// (docs/integrations.md#ticket).

const t = useTestApp();

const toggle = (merchant: { merchantId: string; authorization: string }) =>
  callAs(
    t,
    merchant,
    'PATCH',
    `/merchant/toggle/automation?id=${merchant.merchantId}&automation=KITCHEN_PRINT_ON_ARRIVAL`,
  );

const settings = (caller: { authorization: string }, merchantId: string) =>
  callAs(t, caller, 'GET', `/kitchen/settings?merchantId=${merchantId}`);

describe('KITCHEN_PRINT_ON_ARRIVAL', () => {
  it('is off at first, the owner turns it on and off, and GET /merchant/full and the kitchen read it', async () => {
    const merchant = await createMerchantFixture(t.app);
    const cook = await createStaffLogin(t.app, merchant, 'kitchen');
    const full = await callAs(t, merchant, 'GET', `/merchant/full?id=${merchant.merchantId}`);
    expect(full.json().kitchenPrintOnArrival).toBe(false);
    expect((await settings(cook, merchant.merchantId)).json()).toEqual({ printOnArrival: false });

    const on = await toggle(merchant);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ kitchenPrintOnArrival: true, autoQueue: false, notifySms: false });
    const read = await settings(cook, merchant.merchantId);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ printOnArrival: true });

    expect((await toggle(merchant)).json().kitchenPrintOnArrival).toBe(false);
    expect((await settings(merchant, merchant.merchantId)).json()).toEqual({ printOnArrival: false });
  });

  it('is the owner’s to change (the kitchen gets 403) and each restaurant’s own', async () => {
    const merchant = await createMerchantFixture(t.app);
    const other = await createMerchantFixture(t.app);
    const cook = await createStaffLogin(t.app, merchant, 'kitchen');
    expect((await toggle({ ...cook, merchantId: merchant.merchantId })).statusCode).toBe(403);
    const foreign = await settings(cook, other.merchantId);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('Você não tem permissão para acessar este recurso.');
    expect((await settings(merchant, 'abc')).statusCode).toBe(400);
    expect(
      (await callAs(t, null, 'GET', `/kitchen/settings?merchantId=${merchant.merchantId}`)).statusCode,
    ).toBe(401);
    expect((await settings(merchant, merchant.merchantId)).json()).toEqual({ printOnArrival: false });
  });
});
