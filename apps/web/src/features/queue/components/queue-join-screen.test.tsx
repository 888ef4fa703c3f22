// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getCookie } from '@/lib/cookies';
import { type ApiCall, mockApi, reply } from '@/test/api-mock';
import { publicMerchantFixture } from '@/test/merchant-fixtures';
import { renderScreen } from '@/test/render';
import { QueueJoinScreen } from './queue-join-screen';

const merchantId = 'aaaaaaaa-0000-4000-8000-000000000001';
const consumerId = 'cccccccc-0000-4000-8000-000000000001';
/** The phone's verified consumer, which the SMS code hands this device instead. */
const verifiedConsumerId = 'cccccccc-0000-4000-8000-000000000002';
const merchant = publicMerchantFixture({ id: merchantId, description: 'Massas frescas' });
const queueEntry = (call: ApiCall) => ({
  id: 'eeeeeeee-0000-4000-8000-000000000001',
  ...(call.body as object),
});

function renderJoin() {
  const rendered = renderScreen(<QueueJoinScreen merchantId={merchantId} />, {
    path: `/queue/join?id=${merchantId}`,
  });
  return rendered;
}

async function fillForm(
  user: ReturnType<typeof renderJoin>['user'],
  fields: { phone: string; name: string },
) {
  await user.type(await screen.findByLabelText('Seu número de celular'), fields.phone);
  await user.type(screen.getByLabelText('Qual seu nome?'), fields.name);
  await user.selectOptions(screen.getByLabelText('Mesa para quantos?'), '2 pessoas');
}

describe('the queue join screen', () => {
  it('starts silent: empty fields, no message, only the restaurant read', async () => {
    const api = mockApi({ 'GET /merchant': merchant });
    renderJoin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cantina da Praça' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Entrar na fila' });
    expect(within(form).getByLabelText<HTMLInputElement>('Seu número de celular').value).toBe('');
    expect(within(form).getByLabelText<HTMLInputElement>('Qual seu nome?').value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /merchant']);
  });

  it('masks the phone as it is typed, dropping what is not a digit', async () => {
    mockApi({ 'GET /merchant': merchant });
    const { user } = renderJoin();
    const phone = await screen.findByLabelText<HTMLInputElement>('Seu número de celular');
    await user.type(phone, '11a9');
    expect(phone.value).toBe('(11) 9');
    await user.type(phone, '87654321');
    expect(phone.value).toBe('(11) 98765-4321');
  });

  it('refuses an incomplete form without a request', async () => {
    const api = mockApi({ 'GET /merchant': merchant });
    const { user } = renderJoin();
    await fillForm(user, { phone: '1198765432', name: 'Ana' });
    await user.click(screen.getByRole('button', { name: 'Entrar na fila' }));
    await user.clear(screen.getByLabelText('Seu número de celular'));
    await user.type(screen.getByLabelText('Seu número de celular'), '11987654321');
    await user.clear(screen.getByLabelText('Qual seu nome?'));
    await user.type(screen.getByLabelText('Qual seu nome?'), '   ');
    await user.click(screen.getByRole('button', { name: 'Entrar na fila' }));
    expect(api.callsTo('POST /consumer')).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends the phone as digits and the name trimmed, then joins and opens the queue', async () => {
    const api = mockApi({
      'GET /merchant': merchant,
      'POST /consumer': { id: consumerId, phoneVerified: true },
      'POST /queue': queueEntry,
    });
    const { user, history } = renderJoin();
    await fillForm(user, { phone: '11987654321', name: '  Ana Souza  ' });
    await user.click(screen.getByRole('button', { name: 'Entrar na fila' }));
    await waitFor(() => expect(history.at(-1)).toBe('/queue'));
    expect(api.callsTo('POST /consumer').map((call) => call.body)).toEqual([
      { phone: '11987654321', name: 'Ana Souza' },
    ]);
    expect(api.callsTo('POST /queue')[0]?.body).toEqual({
      merchant: { id: merchantId },
      consumer: { id: consumerId },
      slot: 2,
    });
    expect(getCookie('user')).toBe(consumerId);
  });

  it("shows the server's message when the phone is already in this queue, and stays", async () => {
    const message = 'Este telefone já está na fila deste restaurante.';
    mockApi({
      'GET /merchant': merchant,
      'POST /consumer': { id: consumerId, phoneVerified: true },
      'POST /queue': reply(409, { code: 'PHONE_IN_QUEUE', message }),
    });
    const { user, history } = renderJoin();
    await fillForm(user, { phone: '11987654321', name: 'Ana' });
    await user.click(screen.getByRole('button', { name: 'Entrar na fila' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(history).toEqual([`/queue/join?id=${merchantId}`]);
    expect(screen.getByRole('button', { name: 'Entrar na fila' })).toHaveProperty('disabled', false);
  });

  it('after the SMS code, joins with the consumer id the verification answered', async () => {
    const api = mockApi({
      'GET /merchant': merchant,
      // The first call asks for the code; the second (the name, once verified) finds the verified consumer.
      'POST /consumer': () =>
        api.callsTo('POST /consumer').length === 1
          ? { id: consumerId, phoneVerified: false }
          : { id: verifiedConsumerId, phoneVerified: true },
      'GET /flag': { value: true },
      'POST /consumer/verify-code': { id: verifiedConsumerId, phoneVerified: true },
      'POST /queue': queueEntry,
    });
    const { user, history } = renderJoin();
    await fillForm(user, { phone: '11987654321', name: 'Ana' });
    await user.click(screen.getByRole('button', { name: 'Entrar na fila' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar cadastro' });
    expect(within(dialog).getByText('(11) 98765-4321')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Dígito 1 de 6' }), '123456');
    await waitFor(() => expect(history.at(-1)).toBe('/queue'));
    const [verify] = api.callsTo('POST /consumer/verify-code');
    expect(Object.fromEntries(verify?.query ?? [])).toEqual({ code: '123456', consumer: consumerId });
    expect(api.callsTo('POST /queue').map((call) => call.body)).toEqual([
      { merchant: { id: merchantId }, consumer: { id: verifiedConsumerId }, slot: 2 },
    ]);
    expect(getCookie('user')).toBe(verifiedConsumerId);
  });
});
