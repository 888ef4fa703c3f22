import { describe, expect, it } from 'vitest';
import { runAdmin } from '#api/cli/run-admin';
import { defaultRateLimits } from '#api/config';
import { contactLeads } from '#api/db/schema/lead.schema';
import { useTestApp } from '#test/test-app';
import { listLeads } from './lead.repository';
import { CONTACT_NUMBER_WINDOW_MS } from './submit-contact.service';

describe('POST /api/contact', () => {
  const t = useTestApp();
  let address = 0;

  /** Each test posts from its own address, so the per-address limit only bites where it is tested. */
  function nextAddress(): string {
    address += 1;
    return `10.0.0.${address}`;
  }

  function postContact(payload: unknown, options: { qrbc?: string; from?: string } = {}) {
    return t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: options.from ?? nextAddress(),
      headers: options.qrbc === undefined ? {} : { 'x-qrbc': options.qrbc },
      payload: payload as object,
    });
  }

  async function leadsWithNumber(number: string) {
    return (await listLeads(t.database.db)).filter((lead) => lead.number === number);
  }

  it('stores a lead with the promo flag, as digits, and echoes nothing back', async () => {
    const res = await postContact({ name: '  Ana Souza ', number: '(11) 98765-4321' }, { qrbc: 'true' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const [lead, ...others] = await leadsWithNumber('11987654321');
    expect(others).toHaveLength(0);
    expect(lead).toMatchObject({ name: 'Ana Souza', number: '11987654321', qrbc: true });
    expect(lead?.createdAt.toISOString()).toBe(t.clock.now().toISOString());
  });

  it.each([
    ['digits', '11987650001', '11987650001'],
    ['the mask', '(11) 98765-0002', '11987650002'],
    ['the country code', '+55 11 98765-0003', '11987650003'],
    ['the country code without +', '55 11 98765 0004', '11987650004'],
    ['a trunk 0', '011 98765-0005', '11987650005'],
    ['a landline with the country code', '+55 (21) 3456-0006', '2134560006'],
  ])('takes the number as %s and stores its national digits', async (_label, number, digits) => {
    const res = await postContact({ name: 'Lia', number });
    expect(res.statusCode, res.body).toBe(204);
    expect((await leadsWithNumber(digits)).map((lead) => lead.name)).toEqual(['Lia']);
  });

  it('counts the same number written two ways as one for the 10-minute window', async () => {
    expect((await postContact({ name: 'Rui', number: '+55 11 98765-0010' })).statusCode).toBe(204);
    expect((await postContact({ name: 'Rui', number: '11987650010' })).statusCode).toBe(429);
    expect(await leadsWithNumber('11987650010')).toHaveLength(1);
  });

  it.each([
    ['false', false],
    [undefined, false],
  ])('stores qrbc=false when the header is %s (a landline is accepted)', async (header, expected) => {
    const number = header === undefined ? '(21) 3456-7890' : '(31) 2345-6789';
    const res = await postContact({ name: 'Bruno', number }, header === undefined ? {} : { qrbc: header });
    expect(res.statusCode).toBe(204);
    const [lead] = await leadsWithNumber(number.replace(/\D/g, ''));
    expect(lead?.qrbc).toBe(expected);
  });

  it.each([
    ['no name', { number: '(11) 91111-1111' }, /Seu nome é um campo obrigatório/],
    ['a blank name', { name: '   ', number: '(11) 91111-1111' }, /Seu nome é um campo obrigatório/],
    ['a name of 81 characters', { name: 'x'.repeat(81), number: '(11) 91111-1111' }, /até 80 caracteres/],
    ['no number', { name: 'Carla' }, /Seu telefone é um campo obrigatório/],
    ['an empty number', { name: 'Carla', number: '' }, /Seu telefone é um campo obrigatório/],
    ['a half-typed number', { name: 'Carla', number: '(11) 9111' }, /Informe um telefone válido com DDD/],
    ['twelve digits', { name: 'Carla', number: '(11) 91111-11111' }, /telefone válido/],
    ['a foreign number', { name: 'Carla', number: '+1 415 555 1234' }, /telefone válido/],
    [
      'a control character in the number',
      { name: 'Carla', number: '\u0000(11) 91111-1111' },
      /telefone válido/,
    ],
    ['letters in the number', { name: 'Carla', number: '(11) 9111l-1111' }, /telefone válido/],
    ['a number of 31 characters', { name: 'Carla', number: `${'-'.repeat(20)}11911111111` }, /telefone/],
    ['an area code with a zero', { name: 'Carla', number: '(10) 91111-1111' }, /telefone válido/],
    ['a number that is not text', { name: 'Carla', number: 11911111111 }, /telefone/],
    ['an unknown promo flag', { name: 'Carla', number: '(11) 91111-1111' }, /x-qrbc/],
  ])('refuses %s with a pt-BR 400 and writes nothing', async (label, payload, message) => {
    const before = (await listLeads(t.database.db)).length;
    const res = await postContact(payload, label === 'an unknown promo flag' ? { qrbc: 'sim' } : {});
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().message).toMatch(message);
    expect(await listLeads(t.database.db)).toHaveLength(before);
  });

  it('refuses a body that is not JSON, and writes nothing', async () => {
    const before = (await listLeads(t.database.db)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: nextAddress(),
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ana",',
    });
    expect(res.statusCode).toBe(400);
    expect(await listLeads(t.database.db)).toHaveLength(before);
  });

  it('refuses the same number again within 10 minutes with a pt-BR 429, and takes it after', async () => {
    const payload = { name: 'Daniel', number: '(41) 99999-0000' };
    expect((await postContact(payload)).statusCode).toBe(204);
    const again = await postContact({ ...payload, name: 'Daniel Lima' });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Já recebemos um contato deste telefone. Aguarde alguns minutos antes de enviar de novo.',
    });
    expect(await leadsWithNumber('41999990000')).toHaveLength(1);

    t.clock.advance(CONTACT_NUMBER_WINDOW_MS + 1000);
    expect((await postContact({ ...payload, name: 'Daniel Lima' })).statusCode).toBe(204);
    expect((await leadsWithNumber('41999990000')).map((lead) => lead.name)).toEqual([
      'Daniel',
      'Daniel Lima',
    ]);
  });

  it('stores one lead when the same number is sent twice at once', async () => {
    const payload = { name: 'Elisa', number: '(51) 98888-7777' };
    const answers = await Promise.all([postContact(payload), postContact(payload)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([204, 429]);
    expect(await leadsWithNumber('51988887777')).toHaveLength(1);
  });

  it('answers 429 in pt-BR after a burst of contacts from one address in 10 minutes', async () => {
    const from = '192.0.2.50';
    const { max } = defaultRateLimits.contactPerIp;
    const statuses: number[] = [];
    for (let i = 0; i <= max; i += 1) {
      const number = `(61) 97778-${String(i).padStart(4, '0')}`;
      statuses.push((await postContact({ name: `Visitante ${i}`, number }, { from })).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(max).fill(204), 429]);
    const res = await postContact({ name: 'Outra', number: '(61) 97777-0009' }, { from });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
    });
    expect(await leadsWithNumber('61977770009')).toHaveLength(0);
    // Another address is not affected.
    expect((await postContact({ name: 'Outra', number: '(61) 97777-0009' })).statusCode).toBe(204);
  });

  it('lists a lead posted through the API with the admin command line', async () => {
    const res = await postContact({ name: 'Fábio, do Bar', number: '(71) 3222-1111' }, { qrbc: 'true' });
    expect(res.statusCode).toBe(204);
    const stdout = { text: '', write: (chunk: string) => (stdout.text += chunk) };
    const stderr = { text: '', write: (chunk: string) => (stderr.text += chunk) };
    expect(await runAdmin(['leads:list'], { stdout, stderr, db: t.database.db })).toBe(0);
    const lines = stdout.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('\uFEFFNome;Telefone;Link promocional;Recebido em (UTC)');
    expect(lines).toContain(`"Fábio, do Bar";7132221111;sim;${t.clock.now().toISOString()}`);
    const stored = await t.database.db.select().from(contactLeads);
    expect(lines).toHaveLength(stored.length + 1);
  });

  it('documents the call in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/contact'].post).toBeDefined();
  });
});
