import { describe, expect, it } from 'vitest';
import { createMerchantFixture } from '#test/fixtures';
import { callAs, useFixture, useTestApp } from '#test/test-app';

const t = useTestApp();
const m = useFixture(async () => ({
  a: await createMerchantFixture(t.app),
  b: await createMerchantFixture(t.app),
}));

const put = (who: { authorization: string } | null, id: string, body: unknown) =>
  callAs(t, who, 'PUT', `/merchant/pix?id=${id}`, body);
const full = async (id: string) => (await callAs(t, m.a, 'GET', `/merchant/full?id=${id}`)).json();

describe('PUT /merchant/pix, DELETE /merchant/pix', () => {
  it('stores the key as the BR Code carries it and GET /merchant/full shows it; DELETE removes it', async () => {
    expect((await full(m.a.merchantId)).pix).toBeNull();
    const res = await put(m.a, m.a.merchantId, {
      key: '11.222.333/0001-81',
      name: '  Açaí da Conceição ',
      city: 'São Paulo',
    });
    expect(res.statusCode, res.body).toBe(200);
    const pix = { key: '11222333000181', keyType: 'CNPJ', name: 'Acai da Conceicao', city: 'Sao Paulo' };
    expect(res.json()).toEqual(pix);
    expect((await full(m.a.merchantId)).pix).toEqual(pix);

    const phone = await put(m.a, m.a.merchantId, { key: '(11) 98765-4321', name: 'Bar', city: 'Recife' });
    expect(phone.json()).toEqual({ key: '+5511987654321', keyType: 'PHONE', name: 'Bar', city: 'Recife' });

    const removed = await callAs(t, m.a, 'DELETE', `/merchant/pix?id=${m.a.merchantId}`);
    expect(removed.statusCode).toBe(204);
    expect((await full(m.a.merchantId)).pix).toBeNull();
  });

  it("refuses another merchant's id (403) and a call without a token (401), changing nothing", async () => {
    const body = { key: 'caixa@bar.com', name: 'Bar', city: 'Recife' };
    expect((await put(m.a, m.b.merchantId, body)).statusCode).toBe(403);
    expect((await callAs(t, m.a, 'DELETE', `/merchant/pix?id=${m.b.merchantId}`)).statusCode).toBe(403);
    expect((await put(null, m.a.merchantId, body)).statusCode).toBe(401);
    const other = await callAs(t, m.b, 'GET', `/merchant/full?id=${m.b.merchantId}`);
    expect(other.json().pix).toBeNull();
  });

  it.each([
    [{ key: '529.982.247-24', name: 'Bar', city: 'Recife' }, /CPF inválido: confira os dígitos/],
    [{ key: '11.222.333/0001-82', name: 'Bar', city: 'Recife' }, /CNPJ inválido/],
    [{ key: 'caixa@bar.com', name: 'N'.repeat(26), city: 'Recife' }, /no máximo 25 caracteres/],
    [{ key: 'caixa@bar.com', name: 'Bar', city: 'Cidade Maravilhosa' }, /no máximo 15 caracteres/],
    [{ key: 'caixa@bar.com', name: 'Bar 🍺', city: 'Recife' }, /letras, números e espaços/],
    [{ key: 'chave qualquer', name: 'Bar', city: 'Recife' }, /Chave Pix inválida/],
    [{ name: 'Bar', city: 'Recife' }, /chave Pix/],
  ])('answers 400 in Portuguese to %j', async (body, message) => {
    const res = await put(m.a, m.a.merchantId, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(message);
  });
});
