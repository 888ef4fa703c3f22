// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bottomBarHeightVariable } from '@/hooks/use-bottom-bar-height';
import { CartBar } from './cart-bar';

// The fixed cart bar publishes its height so the phone's toasts, which rise from the bottom edge
// (app/toast-host.css), stop above it instead of covering 'Ver pedido'.

const published = () => document.documentElement.style.getPropertyValue(bottomBarHeightVariable);

afterEach(() => document.documentElement.style.removeProperty(bottomBarHeightVariable));

describe('CartBar', () => {
  it('publishes its height while fixed to the bottom, and withdraws it when it leaves', () => {
    const view = render(
      <CartBar label="1 item | Total a pagar: R$ 10,00" buttonLabel="Ver pedido" onClick={() => {}} />,
    );
    expect(screen.getByRole('status').textContent).toBe('1 item | Total a pagar: R$\u00a010,00');
    expect(published()).toMatch(/^\d+px$/);
    view.unmount();
    expect(published()).toBe('');
  });

  it('publishes nothing in the drawer, where it is not fixed', () => {
    render(<CartBar label="Carrinho vazio" buttonLabel="Voltar" onClick={() => {}} isFixed={false} />);
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeTruthy();
    expect(published()).toBe('');
  });
});
