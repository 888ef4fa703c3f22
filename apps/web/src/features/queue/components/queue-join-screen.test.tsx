// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCookie } from '@/lib/cookies';
import { changeLanguage } from '@/lib/i18n/i18n';
import { type ApiCall, type ApiRoute, mockApi, reply } from '@/test/api-mock';
import { publicMerchantFixture } from '@/test/merchant-fixtures';
import { renderScreen } from '@/test/render';
import { QueueJoinScreen } from './queue-join-screen';

const merchantId = 'aaaaaaaa-0000-4000-8000-000000000001';
const consumerId = 'cccccccc-0000-4000-8000-000000000001';
/** The phone's verified consumer, which the SMS code hands this device instead. */
const verifiedConsumerId = 'cccccccc-0000-4000-8000-000000000002';
const merchant = publicMerchantFixture({ id: merchantId, description: 'Massas frescas' });
const emptyQueue = { waiting: 0, waitEstimate: null };
const queueEntry = (call: ApiCall) => ({
  id: 'eeeeeeee-0000-4000-8000-000000000001',
  ...(call.body as object),
});

/** The reads of the open join page (the restaurant, the queue now, the SMS flag), and `routes`. */
function mockJoinApi(routes: Record<string, ApiRoute> = {}) {
  return mockApi({
    'GET /merchant': merchant,
    'GET /queue/preview': emptyQueue,
    'GET /flag': { value: false },
    ...routes,
  });
}

function renderJoin() {
  return renderScreen(<QueueJoinScreen merchantId={merchantId} />, {
    path: `/queue/join?merchant=${merchantId}`,
  });
}

async function fillForm(
  user: ReturnType<typeof renderJoin>['user'],
  fields: { phone: string; name: string },
) {
  await user.type(await screen.findByLabelText('Seu número de celular'), fields.phone);
  await user.type(screen.getByLabelText('Qual seu nome?'), fields.name);
  await user.selectOptions(screen.getByLabelText('Mesa para quantos?'), '2 pessoas');
}

/** The message a field points to with aria-describedby, or null when it is not marked invalid. */
function errorOf(field: HTMLElement): string | null {
  if (field.getAttribute('aria-invalid') !== 'true') return null;
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const messages = ids
    .map((id) => document.getElementById(id))
    .filter((node) => node?.className === 'invalid-feedback');
  return messages[0]?.textContent ?? null;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the queue join screen', () => {
  it('starts silent: empty fields, no message, only reads', async () => {
    const api = mockJoinApi();
    renderJoin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cantina da Praça' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Entrar na fila' });
    const phone = within(form).getByLabelText<HTMLInputElement>('Seu número de celular');
    expect(phone.value).toBe('');
    expect(within(form).getByLabelText<HTMLInputElement>('Qual seu nome?').value).toBe('');
    expect(form.querySelectorAll('[aria-invalid="true"], .is-invalid, .invalid-feedback')).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(api.callsTo('GET /flag')).toHaveLength(1));
    expect(api.calls.every((call) => call.method === 'GET')).toBe(true);
    // The button is never disabled to refuse: a submit is how the form explains itself.
    expect(screen.getByRole('button', { name: 'Entrar na fila' })).toHaveProperty('disabled', false);
  });

  it('masks the phone as it is typed, dropping what is not a digit', async () => {
    mockJoinApi();
    const { user } = renderJoin();
    const phone = await screen.findByLabelText<HTMLInputElement>('Seu número de celular');
    await user.type(phone, '11a9');
    expect(phone.value).toBe('(11) 9');
    await user.type(phone, '87654321');
    expect(phone.value).toBe('(11) 98765-4321');
  });

  it.each([['+55 11 98765-4321'], ['55 11 98765 4321'], ['011 98765-4321'], ['+5511987654321']])(
    'shows a pasted %j as (11) 98765-4321 and sends its digits',
    async (pasted) => {
      const api = mockJoinApi({
        'POST /consumer': { id: consumerId, phoneVerified: true },
        'POST /queue': queueEntry,
      });
      const { user, history } = renderJoin();
      const phone = await screen.findByLabelText<HTMLInputElement>('Seu número de celular');
      await user.click(phone);
      await user.paste(pasted);
      expect(phone.value).toBe('(11) 98765-4321');
      await user.type(screen.getByLabelText('Qual seu nome?'), 'Ana');
      await user.selectOptions(screen.getByLabelText('Mesa para quantos?'), '2 pessoas');
      await user.click(screen.getByRole('button', { name: 'Entrar na fila' }));
      await waitFor(() => expect(history.at(-1)).toBe('/queue'));
      expect(api.callsTo('POST /consumer')[0]?.body).toEqual({ phone: '11987654321', name: 'Ana' });
    },
  );

  it('after a submit, says beside each field what is missing, focuses the first, and sends nothing', async () => {
    const api = mockJoinApi();
    const { user } = renderJoin();
    const phone = await screen.findByLabelText('Seu número de celular');
    const name = screen.getByLabelText('Qual seu nome?');
    const slot = screen.getByLabelText('Mesa para quantos?');
    await user.click(screen.getByRole('button', { name: 'Entrar na fila' }));
    expect(errorOf(phone)).toBe('Informe um celular válido com DDD.');
    expect(errorOf(name)).toBe('Informe seu nome.');
    expect(errorOf(slot)).toBe('Escolha para quantas pessoas é a mesa.');
    expect(phone.className).toContain('is-invalid');
    expect(document.activeElement).toBe(phone);

    // Each message goes as its field is fixed; the next refused submit focuses the first still wrong.
    await user.type(phone, '1198765432');
    expect(errorOf(phone)).toBe('Informe um celular válido com DDD.');
    await user.type(phone, '1');
    expect(errorOf(phone)).toBeNull();
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: 'Entrar na fila' }));
    expect(errorOf(name)).toBe('Informe seu nome.');
    expect(document.activeElement).toBe(name);
    await user.type(name, 'Ana');
    await user.click(screen.getByRole('button', { name: 'Entrar na fila' }));
    expect(errorOf(name)).toBeNull();
    expect(document.activeElement).toBe(slot);
    expect(api.callsTo('POST /consumer')).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a phone that is not a mobile with its message', async () => {
    const api = mockJoinApi();
    const { user } = renderJoin();
    await fillForm(user, { phone: '1138765432', name: 'Ana' });
    await user.click(screen.getByRole('button', { name: 'Entrar na fila' }));
    expect(errorOf(screen.getByLabelText('Seu número de celular'))).toBe(
      'Informe um celular válido com DDD.',
    );
    expect(api.callsTo('POST /consumer')).toEqual([]);
  });

  it('sends the phone as digits and the name trimmed, then joins and opens the queue', async () => {
    const api = mockJoinApi({
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

  it('says what to expect: the queue now, the estimate for the party size, the map and the phone', async () => {
    const api = mockJoinApi({
      'GET /merchant': publicMerchantFixture({ id: merchantId, address: 'Rua das Flores, 12 - Centro' }),
      'GET /queue/preview': (call: ApiCall) =>
        call.query.get('slot') === '8'
          ? { waiting: 6, waitEstimate: null }
          : { waiting: 6, waitEstimate: { minMinutes: 15, maxMinutes: 25 } },
      'GET /flag': { value: true },
    });
    const { user } = renderJoin();
    expect(await screen.findByText('Entre 15 e 25 min de espera · 6 na fila')).toBeTruthy();
    expect(api.callsTo('GET /queue/preview')[0]?.query.get('merchantId')).toBe(merchantId);
    expect(api.callsTo('GET /queue/preview')[0]?.query.has('slot')).toBe(false);
    await user.selectOptions(screen.getByLabelText('Mesa para quantos?'), '8 pessoas');
    expect(await screen.findByText('6 na fila')).toBeTruthy();

    const map = screen.getByRole('link', { name: /Rua das Flores, 12 - Centro.*mapa/ });
    expect(map.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Rua%20das%20Flores%2C%2012%20-%20Centro',
    );
    expect(map.getAttribute('target')).toBe('_blank');
    expect(map.getAttribute('rel')).toBe('noopener noreferrer');

    const phone = screen.getByLabelText('Seu número de celular');
    const hintId = phone.getAttribute('aria-describedby') ?? '';
    await waitFor(() =>
      expect(document.getElementById(hintId)?.textContent).toBe(
        'Usamos seu celular só para avisar quando for sua vez e para confirmar o número com um código por SMS.',
      ),
    );
  });

  it("says 'Ninguém na fila agora' when nobody waits", async () => {
    mockJoinApi();
    renderJoin();
    expect(await screen.findByText('Ninguém na fila agora')).toBeTruthy();
  });

  it('while closed shows the hours and the menu, and the form once the restaurant opens, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let isOpen = false;
    const api = mockJoinApi({
      'GET /merchant': () => publicMerchantFixture({ id: merchantId, isOpen }),
      'GET /catalog': { id: 'dddddddd-0000-4000-8000-000000000001', name: 'Cardápio' },
    });
    renderJoin();
    const notice = await screen.findByRole('region', { name: 'Restaurante fechado' });
    const menu = await within(notice).findByRole('link', { name: 'Ver cardápio' });
    expect(menu.getAttribute('href')).toBe(`/catalog?merchant=${merchantId}`);
    expect(screen.queryByRole('form', { name: 'Entrar na fila' })).toBeNull();
    expect(api.callsTo('GET /queue/preview')).toEqual([]);

    isOpen = true;
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(await screen.findByRole('form', { name: 'Entrar na fila' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Restaurante fechado' })).toBeNull();
    expect(await screen.findByText('Ninguém na fila agora')).toBeTruthy();
  });

  it("offers no 'Ver cardápio' while closed without an active menu", async () => {
    mockJoinApi({
      'GET /merchant': publicMerchantFixture({ id: merchantId, isOpen: false }),
      'GET /catalog': reply(404, { code: 'NOT_FOUND', message: 'Cardápio não encontrado.' }),
    });
    renderJoin();
    expect(await screen.findByRole('region', { name: 'Restaurante fechado' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ver cardápio' })).toBeNull());
  });

  it("an unknown restaurant shows 'Restaurante não encontrado' with a way home", async () => {
    mockJoinApi({
      'GET /merchant': reply(404, { code: 'NOT_FOUND', message: 'Estabelecimento não encontrado.' }),
    });
    renderJoin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Restaurante não encontrado' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para o início' }).getAttribute('href')).toBe('/');
    expect((await screen.findByRole('alert')).textContent).toContain('Erro ao buscar restaurante');
  });

  it("shows the server's message when the phone is already in this queue, says to ask the host, and stays", async () => {
    const message = 'Este telefone já está na fila deste restaurante.';
    mockJoinApi({
      'POST /consumer': { id: consumerId, phoneVerified: true },
      'POST /queue': reply(409, { code: 'PHONE_IN_QUEUE', message }),
    });
    const { user, history } = renderJoin();
    await fillForm(user, { phone: '11987654321', name: 'Ana' });
    await user.click(screen.getByRole('button', { name: 'Entrar na fila' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(message)).toBeTruthy();
    expect(within(alert).getByText('Se não foi você, fale com a recepção.')).toBeTruthy();
    expect(history).toEqual([`/queue/join?merchant=${merchantId}`]);
    expect(screen.getByRole('button', { name: 'Entrar na fila' })).toHaveProperty('disabled', false);
  });

  it('after the SMS code, joins with the consumer id the verification answered', async () => {
    const api = mockJoinApi({
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

  it("offers 'Reservar mesa' when the restaurant takes bookings, and not otherwise", async () => {
    mockJoinApi({ 'GET /merchant': { ...merchant, bookingsEnabled: true } });
    const { unmount } = renderJoin();
    const link = await screen.findByRole('link', { name: 'Reservar mesa' });
    expect(link.getAttribute('href')).toBe(`/reservar?merchant=${merchantId}`);
    unmount();
    mockJoinApi({ 'GET /merchant': { ...merchant, bookingsEnabled: false } });
    renderJoin();
    await screen.findByRole('button', { name: 'Entrar na fila' });
    expect(screen.queryByRole('link', { name: 'Reservar mesa' })).toBeNull();
  });

  it("offers 'Entrar pelo WhatsApp' under the form when the server holds the conversation, and not otherwise", async () => {
    mockJoinApi({ 'GET /merchant': { ...merchant, whatsAppNumber: '5511999990000', shortId: 'cantina1' } });
    const { unmount } = renderJoin();
    const link = await screen.findByRole('link', { name: 'Entrar pelo WhatsApp' });
    expect(link.getAttribute('href')).toBe('https://wa.me/5511999990000?text=fila%20cantina1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(link.getAttribute('aria-describedby')).toBe('join-whatsapp-hint');
    expect(document.getElementById('join-whatsapp-hint')?.textContent).toBe(
      'Abre a conversa com a mensagem pronta: é só enviar.',
    );
    // The form stays the first way in.
    expect(screen.getByRole('button', { name: 'Entrar na fila' })).toBeTruthy();
    unmount();
    mockJoinApi();
    renderJoin();
    await screen.findByRole('button', { name: 'Entrar na fila' });
    expect(screen.queryByRole('link', { name: 'Entrar pelo WhatsApp' })).toBeNull();
  });

  describe("in the diner's language", () => {
    afterEach(() => changeLanguage('pt-BR', { remember: false }));

    it('shows the form in Spanish, and in English once the diner switches, remembering the choice', async () => {
      await changeLanguage('es', { remember: false });
      mockJoinApi();
      const { user } = renderJoin();
      expect(await screen.findByLabelText('Tu número de celular')).toBeTruthy();
      expect(screen.getByLabelText('¿Para cuántas personas?')).toBeTruthy();
      expect(screen.getByRole('option', { name: '2 personas' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Unirse a la fila' })).toBeTruthy();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'English');
      expect(await screen.findByRole('button', { name: 'Join the waitlist' })).toBeTruthy();
      expect(screen.getByLabelText('Party size')).toBeTruthy();
      expect(screen.getByRole('option', { name: '1 person' })).toBeTruthy();
      expect(document.documentElement.lang).toBe('en');
      expect(getCookie('lang')).toBe('en');
    });

    it('says what is missing in the language of the page', async () => {
      await changeLanguage('en', { remember: false });
      mockJoinApi();
      const { user } = renderJoin();
      await user.click(await screen.findByRole('button', { name: 'Join the waitlist' }));
      expect(errorOf(screen.getByLabelText('Your mobile number'))).toBe(
        'Enter a valid Brazilian mobile number with area code (DDD).',
      );
      expect(errorOf(screen.getByLabelText("What's your name?"))).toBe('Enter your name.');
      expect(errorOf(screen.getByLabelText('Party size'))).toBe('Choose how many people the table is for.');
    });
  });
});
