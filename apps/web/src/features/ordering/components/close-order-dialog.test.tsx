// @vitest-environment happy-dom
import type { OrderAnswer } from '@suavez/shared/contracts/order.contract';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { orderAnswerFixture, orderItemFixture } from '@/test/order-fixtures';
import { CloseOrderDialog } from './close-order-dialog';

// 'Pedir a conta' asks about the service with a switch, never a number field that opens the keyboard: on
// sends the restaurant's 12 %, off sends 0, in the same `serviceFee` of `PATCH /order/close`.

const pizza = { id: 'ffffffff-0000-4000-8000-000000000001', name: 'Pizza', price: 42.9 };
const order = orderAnswerFixture({
  id: 'dddddddd-0000-4000-8000-000000000001',
  status: 'OPEN',
  serviceFee: null,
  items: [
    orderItemFixture({
      id: 'eeeeeeee-0000-4000-8000-000000000001',
      item: pizza,
      orderItemStatus: 'COMPLETED',
    }),
  ],
});

function renderDialog(answer: OrderAnswer = order) {
  const onConfirm = vi.fn();
  render(
    <CloseOrderDialog isOpen order={answer} isClosing={false} onConfirm={onConfirm} onClose={() => {}} />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Finalizar pedido' });
  return { dialog, onConfirm, user: userEvent.setup() };
}

const billLines = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent?.replace(/\s+/g, ' ')}`);

describe('CloseOrderDialog', () => {
  it("offers the restaurant's service as a switch, on by default, and sends its percent", async () => {
    const { dialog, onConfirm, user } = renderDialog();
    const service = within(dialog).getByRole('switch', { name: 'Incluir 12% de serviço (opcional)' });
    expect((service as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).queryByRole('spinbutton')).toBeNull();
    expect(dialog.querySelector('input[type="number"], input[inputmode]')).toBeNull();
    expect(billLines(dialog)).toEqual([
      'Subtotal R$ 42,90',
      'Taxa de serviço (12%) R$ 5,15',
      'Total R$ 48,05',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Finalizar' }));
    expect(onConfirm).toHaveBeenCalledWith(12);
  });

  it('sends 0 when the diner switches the service off, and the bill drops it', async () => {
    const { dialog, onConfirm, user } = renderDialog();
    // The label is the tap area.
    await user.click(within(dialog).getByText('Incluir 12% de serviço (opcional)'));
    expect((within(dialog).getByRole('switch') as HTMLInputElement).checked).toBe(false);
    expect(billLines(dialog)).toEqual([
      'Subtotal R$ 42,90',
      'Taxa de serviço (0%) R$ 0,00',
      'Total R$ 42,90',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Finalizar' }));
    expect(onConfirm).toHaveBeenCalledWith(0);
  });

  it('starts off when the order, reopened, had gone without the service', () => {
    const { dialog } = renderDialog({ ...order, serviceFee: 0 });
    expect((within(dialog).getByRole('switch') as HTMLInputElement).checked).toBe(false);
  });
});
