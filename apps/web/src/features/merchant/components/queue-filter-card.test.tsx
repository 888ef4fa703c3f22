// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CurrentQueueFilter } from '@/api/list-current-queue.api';
import { renderScreen } from '@/test/render';
import { defaultQueueFilter, PHONE_WIDTH_QUERY, QueueFilterCard } from './queue-filter-card';

// The queue's filters (docs/queue.md#reading-the-queue): chips for the party size, switches for the status.

function Harness({ seen }: { seen: CurrentQueueFilter[] }) {
  const [filter, setFilter] = useState(defaultQueueFilter);
  return (
    <QueueFilterCard
      filter={filter}
      onChange={(next) => {
        seen.push(next);
        setFilter(next);
      }}
    />
  );
}

describe('the queue filter card', () => {
  it('starts with every size and status on, a tick on each chip', () => {
    renderScreen(<Harness seen={[]} />);
    for (const name of ['1', '2', '3', '4', '5+']) {
      // The tick is drawn for the eye; a screen reader hears the size and 'checked'.
      const chip = screen.getByRole('checkbox', { name });
      expect(chip).toHaveProperty('checked', true);
      expect((chip as HTMLInputElement).labels?.[0]?.textContent).toBe(`✓${name}`);
    }
    for (const name of ['Na fila', 'Aguardando confirmação', 'Chamados']) {
      expect(screen.getByRole('switch', { name })).toHaveProperty('checked', true);
    }
  });

  it('takes a size out and back with one tap, and a status with its switch', async () => {
    const seen: CurrentQueueFilter[] = [];
    const { user } = renderScreen(<Harness seen={seen} />);
    await user.click(screen.getByText('3'));
    expect(seen.at(-1)?.slots).toEqual([1, 2, 4, 5]);
    expect(screen.getByRole('checkbox', { name: '3' })).toHaveProperty('checked', false);
    await user.click(screen.getByText('3'));
    expect(seen.at(-1)?.slots).toEqual([1, 2, 4, 5, 3]);
    await user.click(screen.getByRole('switch', { name: 'Chamados' }));
    expect(seen.at(-1)?.statuses).toEqual(['IN_QUEUE', 'WAITING_CONFIRMATION']);
  });

  it("has no 'Recarregar': the queue is live", () => {
    renderScreen(<Harness seen={[]} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('the queue filter card on a phone', () => {
  /** A screen as wide as `query` says (happy-dom has no layout to match media against). */
  function stubWidth(isPhone: boolean) {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: isPhone && query === PHONE_WIDTH_QUERY }));
  }

  it("starts folded under 'Filtros', so the queue's cards come up the screen, and opens with a tap", async () => {
    stubWidth(true);
    const { user, container } = renderScreen(<Harness seen={[]} />);
    const card = container.querySelector('details');
    expect(card?.open).toBe(false);
    await user.click(screen.getByText('Filtros'));
    expect(card?.open).toBe(true);
    expect(screen.getByRole('switch', { name: 'Na fila' })).toBeTruthy();
  });

  it('stays open wider than a phone', () => {
    stubWidth(false);
    const { container } = renderScreen(<Harness seen={[]} />);
    expect(container.querySelector('details')?.open).toBe(true);
  });
});
