import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries } from '#api/db/schema/audit.schema';
import { NOT_OWN_PHOTO_MESSAGE, PHOTO_GONE_MESSAGE } from '#api/modules/photo/own-photo';
import { createMerchantFixture, type MerchantFixture } from '#test/fixtures';
import { makePhoto, multipartBody } from '#test/photo-test-helpers';
import { createStaffLogin } from '#test/staff-test-helpers';
import { type Caller, callAs, useFixture, useTestApp } from '#test/test-app';

// docs/photos.md#cover-and-icon: the owner sets the restaurant's cover and icon to photos it uploaded, or
// removes them; the public profile and the link previews show them. Only the owner, only its own restaurant,
// only addresses of its own photo store: anything typed or someone else's is a pt-BR 400, changing nothing.

const t = useTestApp();
const m = useFixture(async () => ({
  a: await createMerchantFixture(t.app),
  b: await createMerchantFixture(t.app),
}));

async function uploadPhoto(who: MerchantFixture, kind: 'cover' | 'icon' | 'item', seed = 1): Promise<string> {
  const { payload, headers } = multipartBody({ bytes: await makePhoto('png', undefined, { seed }) });
  const res = await callAs(t, who, 'POST', `/merchant/photos?kind=${kind}`, payload, { headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { url: string }).url;
}

const patch = (who: Caller, id: string, body: unknown) =>
  callAs(t, who, 'PATCH', `/merchant/appearance?id=${id}`, body);

async function appearanceOf(id: string): Promise<{ cover: string | null; icon: string | null }> {
  const res = await t.app.inject({ method: 'GET', url: `/api/merchant?id=${id}&public=true` });
  const { cover, icon } = res.json() as { cover: string | null; icon: string | null };
  return { cover, icon };
}

async function appearanceAuditOf(merchantId: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ action: auditEntries.action })
    .from(auditEntries)
    .where(and(eq(auditEntries.merchantId, merchantId), eq(auditEntries.targetKind, 'merchant')))
    .orderBy(asc(auditEntries.seq));
  return rows.map((row) => row.action).filter((action) => /^settings\.(cover|icon)/.test(action));
}

describe('PATCH /merchant/appearance', () => {
  it('sets the cover and icon to uploaded photos, shows them to everyone, removes one, and records each', async () => {
    const owner = await createMerchantFixture(t.app);
    const cover = await uploadPhoto(owner, 'cover');
    const icon = await uploadPhoto(owner, 'icon', 2);
    expect(cover).toMatch(new RegExp(`^/api/photos/${owner.merchantId}/[0-9a-f]{64}\\.webp$`));

    const set = await patch(owner, owner.merchantId, { cover, icon });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ id: owner.merchantId, cover, icon });
    expect(await appearanceOf(owner.merchantId)).toEqual({ cover, icon });
    const full = await callAs(t, owner, 'GET', `/merchant/full?id=${owner.merchantId}`);
    expect(full.json()).toMatchObject({ cover, icon });

    // Removing the cover leaves the icon; an item photo of its own may be the new icon.
    const removed = await patch(owner, owner.merchantId, { cover: null });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await appearanceOf(owner.merchantId)).toEqual({ cover: null, icon });
    const itemPhoto = await uploadPhoto(owner, 'item', 3);
    expect((await patch(owner, owner.merchantId, { icon: itemPhoto })).statusCode).toBe(200);
    expect(await appearanceOf(owner.merchantId)).toEqual({ cover: null, icon: itemPhoto });
    expect((await patch(owner, owner.merchantId, { icon: null })).json()).toMatchObject({
      cover: null,
      icon: null,
    });

    expect(await appearanceAuditOf(owner.merchantId)).toEqual([
      'settings.cover',
      'settings.icon',
      'settings.cover_delete',
      'settings.icon',
      'settings.icon_delete',
    ]);
  });

  it.each(['host', 'waiter', 'kitchen'] as const)('refuses the %s (403), changing nothing', async (role) => {
    const owner = await createMerchantFixture(t.app);
    const cover = await uploadPhoto(owner, 'cover');
    const staff = await createStaffLogin(t.app, owner, role);
    const res = await patch(staff, owner.merchantId, { cover });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().message).toMatch(/[ãçéíóú]|não/i);
    expect(await appearanceOf(owner.merchantId)).toEqual({ cover: null, icon: null });
    expect(await appearanceAuditOf(owner.merchantId)).toEqual([]);
  });

  it("refuses another restaurant's id (403), no token (401), and another restaurant's photo (400)", async () => {
    const ofA = await uploadPhoto(m.a, 'cover', 7);
    expect((await patch(m.a, m.b.merchantId, { cover: ofA })).statusCode).toBe(403);
    expect((await patch(null, m.a.merchantId, { cover: ofA })).statusCode).toBe(401);
    // b names its own restaurant but a's photo: the address is a's store, not b's.
    const stolen = await patch(m.b, m.b.merchantId, { cover: ofA });
    expect(stolen.statusCode, stolen.body).toBe(400);
    expect(stolen.json().message).toBe(NOT_OWN_PHOTO_MESSAGE);
    expect(await appearanceOf(m.a.merchantId)).toEqual({ cover: null, icon: null });
    expect(await appearanceOf(m.b.merchantId)).toEqual({ cover: null, icon: null });
    expect(await appearanceAuditOf(m.b.merchantId)).toEqual([]);
  });

  it('refuses any address the store did not answer for this restaurant (400 in Portuguese)', async () => {
    const owner = await createMerchantFixture(t.app);
    const own = await uploadPhoto(owner, 'cover', 9);
    const key = own.slice('/api/photos/'.length);
    const refusals: [unknown, string | RegExp][] = [
      [{ cover: 'https://outro-site.example/capa.webp' }, NOT_OWN_PHOTO_MESSAGE],
      [{ icon: '/images/demo/icon.svg' }, NOT_OWN_PHOTO_MESSAGE],
      [{ cover: `https://outro-site.example/api/photos/${key}` }, NOT_OWN_PHOTO_MESSAGE],
      [{ cover: `http://127.0.0.1:3000/api/photos/${key}` }, NOT_OWN_PHOTO_MESSAGE],
      [{ cover: `${own}?v=2` }, NOT_OWN_PHOTO_MESSAGE],
      [{ cover: `/api/photos/../photos/${key}` }, NOT_OWN_PHOTO_MESSAGE],
      [{ cover: own.toUpperCase() }, NOT_OWN_PHOTO_MESSAGE],
      [{ icon: 'javascript:alert(1)' }, NOT_OWN_PHOTO_MESSAGE],
      [{ cover: `/api/photos/${owner.merchantId}/${'0'.repeat(64)}.webp` }, PHOTO_GONE_MESSAGE],
      // A valid icon beside a refused cover: nothing is written.
      [{ cover: 'https://outro-site.example/capa.webp', icon: own }, NOT_OWN_PHOTO_MESSAGE],
      [{}, /Informe a capa \(cover\) ou o ícone \(icon\)/],
      [{ cover: '' }, /Informe o endereço da foto/],
      [{ cover: 42 }, /O endereço da foto deve ser um texto/],
      [{ cover: `/api/photos/${'a'.repeat(2100)}` }, /no máximo 2048 caracteres/],
    ];
    for (const [body, message] of refusals) {
      const res = await patch(owner, owner.merchantId, body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await appearanceOf(owner.merchantId)).toEqual({ cover: null, icon: null });
    expect(await appearanceAuditOf(owner.merchantId)).toEqual([]);
  });
});
