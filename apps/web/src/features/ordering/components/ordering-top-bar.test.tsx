// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/test/render';
import { OrderingTopBar } from './ordering-top-bar';

// The way back from the table's menu (docs/screens.md#the-tables-menu): the owner's status page; a guest,
// who has no entry of their own, gets no back link.

function renderBar(isOwner: boolean) {
  const onOpenQueue = vi.fn();
  const rendered = renderScreen(
    <OrderingTopBar
      merchant={{ name: 'Cantina da Praça', icon: null }}
      status="CHECK_IN"
      isOwner={isOwner}
      onOpenQueue={onOpenQueue}
      onShare={() => undefined}
    />,
    { path: '/queue/catalog?qoid=q1' },
  );
  return { ...rendered, onOpenQueue };
}

describe("the table menu's top bar", () => {
  it('gives the owner a link back to the status page, in the same tab', async () => {
    const { user, history } = renderBar(true);
    const back = screen.getByRole('link', { name: 'Voltar para a fila' });
    expect(back.getAttribute('href')).toBe('/queue');
    expect(back.getAttribute('target')).toBeNull();
    await user.click(back);
    expect(history.at(-1)).toBe('/queue');
  });

  it('gives a guest no back link, and a status button that does nothing', async () => {
    const { user, onOpenQueue } = renderBar(false);
    expect(screen.queryByRole('link', { name: 'Voltar para a fila' })).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    const status = screen.getByRole('button', { name: /Status da fila/ });
    expect(status.getAttribute('aria-disabled')).toBe('true');
    await user.click(status);
    expect(onOpenQueue).not.toHaveBeenCalled();
    // The share button stays for everyone at the table.
    expect(screen.getByRole('button', { name: /Compartilhar card/ })).toBeTruthy();
  });
});
