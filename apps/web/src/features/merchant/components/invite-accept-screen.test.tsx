// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '@/test/api-mock';
import { renderScreen } from '@/test/render';
import { InviteAcceptScreen } from './invite-accept-screen';

const token = 'A'.repeat(43);

function fillPasswords(password: string, confirmation: string) {
  fireEvent.change(screen.getByLabelText('Nova senha'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Repita a senha'), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Criar senha' }));
}

describe('InviteAcceptScreen', () => {
  it('asks for the same password twice, then sets it and says which e-mail logs in', async () => {
    const api = mockApi({ 'POST /account/invite': { email: 'gabi@cantina.com' } });
    renderScreen(<InviteAcceptScreen token={token} />, { path: '/convite' });
    fillPasswords('senha-da-gabi-1', 'outra-senha-1');
    expect(await screen.findByText('As senhas não são iguais.')).toBeTruthy();
    expect(api.callsTo('POST /account/invite')).toHaveLength(0);
    fillPasswords('senha-da-gabi-1', 'senha-da-gabi-1');
    expect(await screen.findByText('gabi@cantina.com')).toBeTruthy();
    expect(api.callsTo('POST /account/invite')[0]?.body).toEqual({ token, password: 'senha-da-gabi-1' });
    expect(screen.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/login/merchant');
  });

  it('shows the server’s message for a used or expired link and stays on the form', async () => {
    const message = 'Convite inválido ou expirado. Peça um novo link ao dono do estabelecimento.';
    mockApi({ 'POST /account/invite': reply(404, { code: 'NOT_FOUND', message }) });
    renderScreen(<InviteAcceptScreen token={token} />, { path: '/convite' });
    fillPasswords('senha-da-gabi-1', 'senha-da-gabi-1');
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain(message);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Criar senha' })).toHaveProperty('disabled', false),
    );
  });

  it('says a link without a token is incomplete', () => {
    mockApi({});
    renderScreen(<InviteAcceptScreen token="" />, { path: '/convite' });
    expect(screen.getByText(/Link de convite incompleto/)).toBeTruthy();
  });
});
