// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getCookie } from '@/lib/cookies';
import { mockApi, reply } from '@/test/api-mock';
import { renderScreen } from '@/test/render';
import { GuestJoinScreen } from './guest-join-screen';

const queueId = 'bbbbbbbb-0000-4000-8000-000000000001';
const invite = {
  merchant: { id: 'aaaaaaaa-0000-4000-8000-000000000001', name: 'Cantina da Praça', icon: null },
  owner: { firstName: 'Ana' },
};
const newConsumerId = 'cccccccc-0000-4000-8000-000000000001';
/** The phone's verified consumer: the session the right code hands this device. */
const verifiedConsumerId = 'cccccccc-0000-4000-8000-000000000002';
const catalogPath = `/queue/catalog?qoid=${queueId}`;
const wrongCode = 'Código incorreto. Você ainda tem 4 tentativas.';

function renderGuestJoin() {
  return renderScreen(<GuestJoinScreen queueId={queueId} />, { path: `/queue/join?qoid=${queueId}` });
}

async function submitForm(user: ReturnType<typeof renderGuestJoin>['user']) {
  expect(await screen.findByRole('heading', { name: 'Juntar-se à fila de Cantina da Praça' })).toBeTruthy();
  await user.type(screen.getByLabelText('Seu número de celular'), '11987654321');
  await user.type(screen.getByLabelText('Qual seu nome?'), ' Bia ');
  await user.click(screen.getByRole('button', { name: 'Acessar cardápio' }));
}

describe('the guest join screen', () => {
  it('after a submit, says beside each field what is missing and focuses the first; sends nothing', async () => {
    const api = mockApi({ 'GET /queue/invite': invite });
    const { user } = renderGuestJoin();
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Juntar-se à fila de Cantina da Praça',
    });
    expect(heading).toBeTruthy();
    // Whose table the link joins, by the owner's first name.
    expect(heading.nextElementSibling?.textContent).toBe('Mesa de Ana');
    const phone = screen.getByLabelText('Seu número de celular');
    const name = screen.getByLabelText('Qual seu nome?');
    expect(phone.getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Acessar cardápio' }));
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(phone.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Informe um celular válido com DDD.',
    );
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Informe seu nome.',
    );
    expect(document.activeElement).toBe(phone);
    expect(api.callsTo('POST /consumer')).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("takes a pasted '+55 …' phone as the national number", async () => {
    const api = mockApi({
      'GET /queue/invite': invite,
      'POST /consumer': { id: newConsumerId, phoneVerified: true },
    });
    const { user, history } = renderGuestJoin();
    const phone = await screen.findByLabelText<HTMLInputElement>('Seu número de celular');
    await user.click(phone);
    await user.paste('+55 11 98765-4321');
    expect(phone.value).toBe('(11) 98765-4321');
    await user.type(screen.getByLabelText('Qual seu nome?'), 'Bia');
    await user.click(screen.getByRole('button', { name: 'Acessar cardápio' }));
    await waitFor(() => expect(history.at(-1)).toBe(catalogPath));
    expect(api.callsTo('POST /consumer')[0]?.body).toEqual({ phone: '11987654321', name: 'Bia' });
  });

  it("without a table id, or with a table that is over, shows 'Erro com o convite' and the way home", async () => {
    mockApi({
      'GET /queue/invite': reply(404, { code: 'NOT_FOUND', message: 'Convite não encontrado ou encerrado.' }),
    });
    const { unmount } = renderScreen(<GuestJoinScreen queueId={null} />, { path: '/queue/join?qoid=' });
    expect(screen.getByRole('heading', { name: 'Erro com o convite' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para o início' }).getAttribute('href')).toBe('/');
    unmount();
    renderGuestJoin();
    expect(await screen.findByRole('heading', { name: 'Erro com o convite' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para o início' })).toBeTruthy();
  });

  it('registers the guest and opens the table menu with the new consumer in the `user` cookie', async () => {
    const api = mockApi({
      'GET /queue/invite': invite,
      'POST /consumer': { id: newConsumerId, phoneVerified: true },
    });
    const { user, history } = renderGuestJoin();
    await submitForm(user);
    await waitFor(() => expect(history.at(-1)).toBe(catalogPath));
    expect(api.callsTo('POST /consumer').map((call) => call.body)).toEqual([
      { phone: '11987654321', name: 'Bia' },
    ]);
    expect(getCookie('user')).toBe(newConsumerId);
  });

  it('after the SMS code, keeps the consumer id the verification answered, not the one it was sent for', async () => {
    const api = mockApi({
      'GET /queue/invite': invite,
      'POST /consumer': { id: newConsumerId, phoneVerified: false },
      'GET /flag': { value: true },
      'POST /consumer/verify-code': { id: verifiedConsumerId, phoneVerified: true },
    });
    const { user, history } = renderGuestJoin();
    await submitForm(user);
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar cadastro' });
    await user.type(within(dialog).getByLabelText('Código recebido por SMS'), '123456');
    await waitFor(() => expect(history.at(-1)).toBe(catalogPath));
    expect(api.callsTo('POST /consumer/verify-code')[0]?.query.get('consumer')).toBe(newConsumerId);
    expect(getCookie('user')).toBe(verifiedConsumerId);
  });

  it('a wrong code shows the server message and keeps the guest on the dialog', async () => {
    mockApi({
      'GET /queue/invite': invite,
      'POST /consumer': { id: newConsumerId, phoneVerified: false },
      'GET /flag': { value: true },
      'POST /consumer/verify-code': reply(400, { code: 'VALIDATION_FAILED', message: wrongCode }),
    });
    const { user, history } = renderGuestJoin();
    await submitForm(user);
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar cadastro' });
    await user.type(within(dialog).getByLabelText('Código recebido por SMS'), '654321');
    expect((await screen.findByRole('alert')).textContent).toContain(wrongCode);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Código recebido por SMS').value).toBe('');
    expect(history).toEqual([`/queue/join?qoid=${queueId}`]);
    expect(getCookie('user')).toBeNull();
  });
});
