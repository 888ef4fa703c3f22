// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteCookie, getCookie } from '@/lib/cookies';
import { mockApi, reply } from '@/test/api-mock';
import { renderScreen } from '@/test/render';
import { SignInLinkScreen, signInFailedMessage } from './sign-in-link-screen';

// The one-time link of a WhatsApp join (docs/whatsapp.md#one-time-link): `/entrar/{token}`.

// One token per test: the screen spends each token once for the page's life.
const tokenOf = (letter: string) => letter.repeat(43);
const consumerId = 'cccccccc-0000-4000-8000-000000000001';

afterEach(() => deleteCookie('user'));

describe('SignInLinkScreen', () => {
  it('posts the token once, remembers the consumer and opens /queue', async () => {
    const token = tokenOf('A');
    const api = mockApi({ 'POST /consumer/link': { id: consumerId, phoneVerified: true } });
    const view = renderScreen(<SignInLinkScreen token={token} />, { path: `/entrar/${token}` });
    expect(screen.getByRole('status').textContent).toContain('Abrindo sua fila…');
    expect(screen.getByRole('heading', { level: 1, name: 'Abrindo sua fila' })).toBeTruthy();
    await waitFor(() => expect(view.history.at(-1)).toBe('/queue'));
    expect(api.callsTo('POST /consumer/link').map((call) => call.body)).toEqual([{ token }]);
    expect(getCookie('user')).toBe(consumerId);
  });

  it('shows the server’s pt-BR refusal and a way home when the link was used or expired', async () => {
    const token = tokenOf('B');
    const message = 'Este link já foi usado ou expirou. Peça um novo no WhatsApp.';
    mockApi({ 'POST /consumer/link': reply(410, { code: 'LINK_GONE', message }) });
    const view = renderScreen(<SignInLinkScreen token={token} />, { path: `/entrar/${token}` });
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Link indisponível' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para a página inicial' }).getAttribute('href')).toBe('/');
    // Outside the alert: the outline button's blue on the alert's pink is under 4.5:1.
    expect(screen.getByRole('alert').querySelector('a')).toBeNull();
    expect(view.history.at(-1)).toBe(`/entrar/${token}`);
    expect(getCookie('user')).toBeNull();
  });

  it('says it could not open the link when the server fails, without its words', async () => {
    const token = tokenOf('C');
    mockApi({ 'POST /consumer/link': reply(500, { code: 'INTERNAL', message: 'Erro interno.' }) });
    renderScreen(<SignInLinkScreen token={token} />);
    expect(await screen.findByText(signInFailedMessage)).toBeTruthy();
    expect(screen.queryByText('Erro interno.')).toBeNull();
  });
});
