// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readMerchantSession } from '@/lib/cookies';
import { mockApi, reply } from '@/test/api-mock';
import { fakeMerchantToken } from '@/test/merchant-session';
import { renderScreen } from '@/test/render';
import { LoginScreen } from './login-screen';
import { SignupScreen } from './signup-screen';

const merchantId = '7b0c7a64-2f7e-4c43-9d0e-5a3b0f1f9c11';

async function fillForm(user: ReturnType<typeof renderScreen>['user']) {
  await user.type(screen.getByLabelText('Nome do restaurante'), 'Cantina do Bairro');
  await user.type(screen.getByLabelText('E-mail'), ' Dono@Cantina.test ');
  await user.type(screen.getByLabelText('Senha'), 'senha-do-dono-1');
}

describe('SignupScreen', () => {
  it('asks for the terms, then signs up, stores the session and opens the merchant home', async () => {
    const api = mockApi({
      'POST /merchant/signup': { accessToken: fakeMerchantToken(merchantId), merchantId, shortId: 'k7m2qp' },
    });
    const { user, history } = renderScreen(<SignupScreen />, { path: '/cadastro' });
    expect(screen.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'termos de uso' }).getAttribute('href')).toBe(
      '/legal#termos-de-uso',
    );
    expect(screen.getByRole('link', { name: 'política de privacidade' }).getAttribute('href')).toBe(
      '/legal#politica-de-privacidade',
    );
    await fillForm(user);
    const terms = screen.getByRole('checkbox', {
      name: /Li e aceito os termos de uso e a política de privacidade/,
    });
    // Sent without the box ticked (the browser's own check aside), the page says what is missing.
    terms.removeAttribute('required');
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText(/Aceite os termos de uso/)).toBeTruthy();
    expect(api.callsTo('POST /merchant/signup')).toHaveLength(0);

    await user.click(terms);
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(history.at(-1)).toBe('/merchant'));
    expect(api.callsTo('POST /merchant/signup')[0]?.body).toEqual({
      name: 'Cantina do Bairro',
      email: 'Dono@Cantina.test',
      password: 'senha-do-dono-1',
      acceptedTerms: true,
    });
    expect(readMerchantSession()).toMatchObject({ merchantId, email: 'dono@cantina.test' });
  });

  it('shows the server’s message for an e-mail already in use, and stays on the form', async () => {
    const message = 'O e-mail dono@cantina.test já está cadastrado.';
    mockApi({ 'POST /merchant/signup': reply(409, { code: 'CONFLICT', message }) });
    const { user, history } = renderScreen(<SignupScreen />, { path: '/cadastro' });
    await fillForm(user);
    await user.click(screen.getByRole('checkbox', { name: /Li e aceito/ }));
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Criar conta' })).toHaveProperty('disabled', false),
    );
    expect(history.at(-1)).toBe('/cadastro');
    expect(readMerchantSession()).toBeNull();
  });
});

describe('LoginScreen', () => {
  it('links to a new password and to a new account', () => {
    mockApi({});
    renderScreen(<LoginScreen />, { path: '/login/merchant' });
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' }).getAttribute('href')).toBe(
      '/esqueci-senha',
    );
    expect(screen.getByRole('link', { name: 'Criar conta' }).getAttribute('href')).toBe('/cadastro');
  });
});
