// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '@/lib/notify';
import { renderScreen } from '@/test/render';

// Toasts come one at a time, short, at the bottom (docs/screens.md#fixed-values): the newest replaces the
// one on screen, and none sits in the top-right corner over a screen's toolbar.

describe('the toast host', () => {
  it('shows one toast at a time, the newest', async () => {
    renderScreen(<p>Fila</p>);
    notify('success', 'Mariana Alves entrou na fila');
    expect((await screen.findByRole('alert')).textContent).toContain('Mariana Alves entrou na fila');
    notify('error', 'Erro ao chamar cliente');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Erro ao chamar cliente'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('shows the newest even when the one on screen is already leaving', async () => {
    renderScreen(<p>Salão</p>);
    notify('success', 'Item aceito com sucesso');
    const leaving = await screen.findByRole('alert');
    // Its time ran out: the library starts its exit animation and still counts it active meanwhile.
    leaving.classList.add('Toastify--animate', 'Toastify__bounce-exit--bottom-center');
    notify('success', '2 itens entregues');
    const shown = await screen.findByText('2 itens entregues');
    expect(shown.closest('.Toastify__toast')?.className).not.toContain('-exit');
  });

  it('sits at the bottom centre, not in the top-right corner', async () => {
    renderScreen(<p>Fila</p>);
    notify('info', 'Copiado!');
    const toast = await screen.findByRole('alert');
    const container = toast.closest('.Toastify__toast-container');
    expect(container?.className).toContain('Toastify__toast-container--bottom-center');
    expect(document.querySelector('.Toastify__toast-container--top-right')).toBeNull();
  });
});
