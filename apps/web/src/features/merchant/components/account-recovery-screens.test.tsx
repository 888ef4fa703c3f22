// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { deferred, mockApi, reply } from '@/test/api-mock';
import { signInMerchant } from '@/test/merchant-session';
import { renderScreen } from '@/test/render';
import { ConfirmEmailScreen } from './confirm-email-screen';
import { EmailConfirmationBanner } from './email-confirmation-banner';
import { ForgotPasswordScreen } from './forgot-password-screen';
import { ResetPasswordScreen } from './reset-password-screen';

const token = 'C'.repeat(43);
const forgotMessage =
  'Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha. Confira sua caixa de entrada e o spam.';

describe('ForgotPasswordScreen', () => {
  it('sends the e-mail and shows the server’s answer', async () => {
    const api = mockApi({ 'POST /merchant/password/forgot': { message: forgotMessage } });
    const { user } = renderScreen(<ForgotPasswordScreen />, { path: '/esqueci-senha' });
    await user.type(screen.getByLabelText('E-mail de acesso'), ' dono@cantina.test ');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText(forgotMessage)).toBeTruthy();
    expect(api.callsTo('POST /merchant/password/forgot')[0]?.body).toEqual({ email: 'dono@cantina.test' });
    expect(screen.getByRole('link', { name: 'Voltar para o login' }).getAttribute('href')).toBe(
      '/login/merchant',
    );
  });

  it('shows the limit’s message and keeps the form', async () => {
    const message = 'Muitos e-mails pedidos para este endereço. Aguarde um pouco e tente novamente.';
    mockApi({ 'POST /merchant/password/forgot': reply(429, { code: 'RATE_LIMITED', message }) });
    const { user } = renderScreen(<ForgotPasswordScreen />, { path: '/esqueci-senha' });
    await user.type(screen.getByLabelText('E-mail de acesso'), 'dono@cantina.test');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(screen.getByRole('button', { name: 'Enviar link' })).toBeTruthy();
  });
});

describe('ResetPasswordScreen', () => {
  it('asks for the same password twice, then saves it and says which e-mail logs in', async () => {
    const api = mockApi({ 'POST /merchant/password/reset': { email: 'dono@cantina.test' } });
    const { user } = renderScreen(<ResetPasswordScreen token={token} />, { path: '/redefinir-senha' });
    await user.type(screen.getByLabelText('Nova senha'), 'senha-nova-123');
    await user.type(screen.getByLabelText('Repita a senha'), 'outra-senha-123');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText('As senhas não são iguais.')).toBeTruthy();
    expect(api.callsTo('POST /merchant/password/reset')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Repita a senha'));
    await user.type(screen.getByLabelText('Repita a senha'), 'senha-nova-123');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText('dono@cantina.test')).toBeTruthy();
    expect(api.callsTo('POST /merchant/password/reset')[0]?.body).toEqual({
      token,
      password: 'senha-nova-123',
    });
    expect(screen.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/login/merchant');
  });

  it('shows the server’s message for a used or expired link', async () => {
    const message = 'Link para nova senha inválido ou expirado. Peça um novo em "Esqueci minha senha".';
    mockApi({ 'POST /merchant/password/reset': reply(404, { code: 'NOT_FOUND', message }) });
    const { user } = renderScreen(<ResetPasswordScreen token={token} />, { path: '/redefinir-senha' });
    await user.type(screen.getByLabelText('Nova senha'), 'senha-nova-123');
    await user.type(screen.getByLabelText('Repita a senha'), 'senha-nova-123');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
  });

  it('says a link without a token is incomplete', () => {
    mockApi({});
    renderScreen(<ResetPasswordScreen token="" />, { path: '/redefinir-senha' });
    expect(screen.getByText(/Link incompleto/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' }).getAttribute('href')).toBe(
      '/esqueci-senha',
    );
  });
});

describe('ConfirmEmailScreen', () => {
  it('confirms once as the page opens, even mounted twice, and offers the home to a signed-in owner', async () => {
    signInMerchant('7b0c7a64-2f7e-4c43-9d0e-5a3b0f1f9c11', 'dono@cantina.test');
    const answer = deferred();
    const api = mockApi({ 'POST /merchant/email/confirm': () => answer.promise });
    renderScreen(
      <StrictMode>
        <ConfirmEmailScreen token={token} />
      </StrictMode>,
      { path: '/confirmar-email' },
    );
    expect(await screen.findByText('Confirmando seu e-mail…')).toBeTruthy();
    answer.resolve({ email: 'dono@cantina.test' });
    expect(await screen.findByText('dono@cantina.test')).toBeTruthy();
    expect(screen.getByText(/E-mail confirmado/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para o início' }).getAttribute('href')).toBe('/merchant');
    expect(api.callsTo('POST /merchant/email/confirm')).toHaveLength(1);
    expect(api.callsTo('POST /merchant/email/confirm')[0]?.body).toEqual({ token });
  });

  it('shows the server’s message for a used link, and the login to someone signed out', async () => {
    const message =
      'Link de confirmação inválido ou expirado. Entre no SuaVez e peça um novo e-mail de confirmação.';
    mockApi({ 'POST /merchant/email/confirm': reply(404, { code: 'NOT_FOUND', message }) });
    renderScreen(<ConfirmEmailScreen token={token} />, { path: '/confirmar-email' });
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/login/merchant');
  });
});

describe('EmailConfirmationBanner', () => {
  it('says where the link went and sends it again', async () => {
    signInMerchant('7b0c7a64-2f7e-4c43-9d0e-5a3b0f1f9c11', 'dono@cantina.test');
    const sent = 'Enviamos um novo link de confirmação para dono@cantina.test.';
    const api = mockApi({ 'POST /merchant/email/resend': { message: sent } });
    const { user } = renderScreen(<EmailConfirmationBanner email="dono@cantina.test" />, {
      path: '/merchant',
    });
    expect(screen.getByText('Confirme seu e-mail')).toBeTruthy();
    expect(screen.getByText('dono@cantina.test')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reenviar e-mail' }));
    expect((await screen.findByRole('status')).textContent).toBe(sent);
    expect(api.callsTo('POST /merchant/email/resend')).toHaveLength(1);
  });

  it('shows the server’s message when the e-mail could not go', async () => {
    signInMerchant('7b0c7a64-2f7e-4c43-9d0e-5a3b0f1f9c11', 'dono@cantina.test');
    const message = 'Muitos e-mails pedidos para este endereço. Aguarde um pouco e tente novamente.';
    mockApi({ 'POST /merchant/email/resend': reply(429, { code: 'RATE_LIMITED', message }) });
    const { user } = renderScreen(<EmailConfirmationBanner email="dono@cantina.test" />, {
      path: '/merchant',
    });
    await user.click(screen.getByRole('button', { name: 'Reenviar e-mail' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Reenviar e-mail' })).toHaveProperty('disabled', false),
    );
  });
});
