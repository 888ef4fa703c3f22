import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries } from '#api/db/schema/audit.schema';
import { insertWorkShifts } from '#api/modules/merchant/merchant-settings.repository';
import { newSignup, postSignup } from '#test/account-test-helpers';
import { createTestCategory, createTestItem } from '#test/catalog-test-fixtures';
import { createMerchantFixture } from '#test/fixtures';
import { TEST_PIX } from '#test/pix-test-helpers';
import { createStaffLogin } from '#test/staff-test-helpers';
import { type Caller, callAs, useTestApp } from '#test/test-app';

// The home's setup checklist (docs/screens.md#setup-checklist): `GET /merchant/setup` reads each step from the
// rows it leaves; `POST /merchant/qr/printed` notes the QR code in the audit trail (docs/audit.md).

const t = useTestApp();

type Owner = { merchantId: string; authorization: string };

const setupOf = async (who: Caller, merchantId: string) =>
  callAs(t, who, 'GET', `/merchant/setup?merchantId=${merchantId}`);

async function stepsOf(owner: Owner) {
  const res = await setupOf(owner, owner.merchantId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A restaurant as sign-up makes it: the starter hours, an empty active menu. */
async function signUp(): Promise<Owner> {
  const res = await postSignup(t, newSignup());
  expect(res.statusCode, res.body).toBe(201);
  const { accessToken, merchantId } = res.json();
  return { merchantId, authorization: `Bearer ${accessToken}` };
}

const nothingDone = { menuItem: false, openingHours: false, pixKey: false, qrCode: false, team: false };

describe('GET /merchant/setup', () => {
  it('starts with nothing done, and ticks each step as its data appears', async () => {
    const owner = await signUp();
    // The starter hours are a placeholder: not yet the owner's.
    expect(await stepsOf(owner)).toEqual(nothingDone);

    // A menu item: an inactive one does not count, an active one does.
    const catalog = await callAs(t, owner, 'GET', `/catalog?merchantId=${owner.merchantId}`);
    const categoryId = await createTestCategory(t, owner, catalog.json().id, 'Pratos');
    const itemId = await createTestItem(t, owner, categoryId, { name: 'Feijoada', active: false });
    expect((await stepsOf(owner)).menuItem).toBe(false);
    const active = await callAs(t, owner, 'PATCH', '/item', {
      id: itemId,
      categoryId,
      name: 'Feijoada',
      description: '',
      price: 39.9,
      prepared: true,
      image: null,
      active: true,
    });
    expect(active.statusCode, active.body).toBe(200);
    expect(await stepsOf(owner)).toEqual({ ...nothingDone, menuItem: true });

    // The hours, once the owner saves them (even the same ones).
    const hours = await callAs(t, owner, 'PATCH', `/merchant/workshift?id=${owner.merchantId}`, {
      weekday: 'monday',
      workshifts: [{ open: '11:00', close: '23:00' }],
    });
    expect(hours.statusCode, hours.body).toBe(200);
    expect((await stepsOf(owner)).openingHours).toBe(true);

    const pix = await callAs(t, owner, 'PUT', `/merchant/pix?id=${owner.merchantId}`, TEST_PIX);
    expect(pix.statusCode, pix.body).toBe(200);
    expect((await stepsOf(owner)).pixKey).toBe(true);

    const printed = await callAs(t, owner, 'POST', `/merchant/qr/printed?merchantId=${owner.merchantId}`);
    expect(printed.statusCode, printed.body).toBe(204);
    expect((await stepsOf(owner)).qrCode).toBe(true);

    // An invite counts before it is accepted.
    const invite = await callAs(t, owner, 'POST', '/merchant/staff', {
      name: 'Bia',
      email: `bia-${owner.merchantId.slice(0, 8)}@equipe.com`,
      role: 'waiter',
    });
    expect(invite.statusCode, invite.body).toBe(201);
    expect(await stepsOf(owner)).toEqual({
      menuItem: true,
      openingHours: true,
      pixKey: true,
      qrCode: true,
      team: true,
    });
  });

  it('counts hours that are not the starter ones as set (a restaurant the admin made)', async () => {
    const owner = await createMerchantFixture(t.app);
    expect((await stepsOf(owner)).openingHours).toBe(false);
    await insertWorkShifts(t.database.db, owner.merchantId, [
      { weekday: 'friday', open: '18:00', close: '02:00' },
    ]);
    expect((await stepsOf(owner)).openingHours).toBe(true);
  });

  it("answers 401 without a token, 403 for another restaurant's id and for the staff", async () => {
    const owner = await createMerchantFixture(t.app);
    const other = await createMerchantFixture(t.app);
    expect((await setupOf(null, owner.merchantId)).statusCode).toBe(401);
    expect((await setupOf(other, owner.merchantId)).statusCode).toBe(403);
    for (const role of ['host', 'waiter', 'kitchen'] as const) {
      const person = await createStaffLogin(t.app, owner, role);
      expect((await setupOf(person, owner.merchantId)).statusCode, role).toBe(403);
      const printed = await callAs(t, person, 'POST', `/merchant/qr/printed?merchantId=${owner.merchantId}`);
      expect(printed.statusCode, role).toBe(403);
    }
    expect((await setupOf(owner, 'not-an-id')).statusCode).toBe(400);
  });
});

describe('POST /merchant/qr/printed', () => {
  it('writes one audit row per print, as the owner, and again on a repeat; nothing for a refusal', async () => {
    const owner = await createMerchantFixture(t.app);
    const other = await createMerchantFixture(t.app);
    const url = `/merchant/qr/printed?merchantId=${owner.merchantId}`;
    const rows = () =>
      t.database.db
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.merchantId, owner.merchantId), eq(auditEntries.action, 'qr.print')));

    expect((await callAs(t, null, 'POST', url)).statusCode).toBe(401);
    expect((await callAs(t, other, 'POST', url)).statusCode).toBe(403);
    expect(await rows()).toHaveLength(0);

    expect((await callAs(t, owner, 'POST', url)).statusCode).toBe(204);
    expect((await callAs(t, owner, 'POST', url)).statusCode).toBe(204);
    const written = await rows();
    expect(written).toHaveLength(2);
    expect(written[0]).toMatchObject({
      actorRole: 'owner',
      targetKind: 'merchant',
      targetId: owner.merchantId,
    });
    // The history names it.
    const day = t.clock.now().toISOString().slice(0, 10);
    const history = await callAs(t, owner, 'GET', `/merchant/audit?day=${day}`);
    expect(history.json().entries.map((entry: { action: string }) => entry.action)).toContain('qr.print');
    expect((await stepsOf(owner)).qrCode).toBe(true);
  });
});
