// @vitest-environment happy-dom
import type { MerchantQueueEntry } from '@suavez/shared/contracts/queue-merchant.contract';
import { deadlineExtensionRefusals } from '@suavez/shared/domain/queue-deadline-extension';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '@/test/api-mock';
import { renderMerchantScreen } from '@/test/render';
import { ExtendDeadlineButton } from './extend-deadline-button';

// '+5 min' on the host's queue card (docs/notifications.md#more-time).

const merchantId = 'aaaaaaaa-0000-4000-8000-0000000000aa';
const id = 'bbbbbbbb-0000-4000-8000-000000000001';
const entryOf = (values: Partial<MerchantQueueEntry>) =>
  ({
    id,
    status: 'CALLED',
    slot: 2,
    joinedAt: '2026-03-10T22:40:00.000Z',
    lastStatusAt: '2026-03-10T23:00:00.000Z',
    consumer: { name: 'Ana', phone: '11987654321' },
    deadlineAt: '2026-03-10T23:05:00.000Z',
    deadlineExtensions: 0,
    position: 1,
    ...values,
  }) as MerchantQueueEntry;

function show(entry: MerchantQueueEntry) {
  return renderMerchantScreen(
    <ExtendDeadlineButton entry={entry} merchantId={merchantId} timeZone="America/Sao_Paulo" />,
    { merchantId },
  );
}

const hintOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent;

describe("'+5 min'", () => {
  it('gives a called consumer 5 more minutes and says until when', async () => {
    const api = mockApi({
      'POST /queue/extend': {
        id,
        status: 'CALLED',
        deadlineAt: '2026-03-10T23:10:00.000Z',
        deadlineExtensions: 1,
      },
    });
    const { user } = show(entryOf({}));
    const button = screen.getByRole('button', { name: '+5 min' });
    expect(hintOf(button)).toBe('Responder até 20:05');
    await user.click(button);
    expect((await screen.findByRole('alert')).textContent).toContain('Mais 5 minutos para Ana: até 20:10');
    expect(api.callsTo('POST /queue/extend').map((call) => call.query.get('queueId'))).toEqual([id]);
  });

  it('is disabled after two, with the reason beside it', () => {
    mockApi({});
    show(entryOf({ status: 'ACCEPTED_RESTAURANT_CALL', deadlineExtensions: 2 }));
    const button = screen.getByRole('button', { name: '+5 min' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(hintOf(button)).toBe(deadlineExtensionRefusals.limit);
  });

  it('tells a consumer on the way until when they have to arrive', () => {
    mockApi({});
    show(entryOf({ status: 'ACCEPTED_RESTAURANT_CALL', deadlineExtensions: 1 }));
    const button = screen.getByRole('button', { name: '+5 min' });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(hintOf(button)).toBe('Chegar até 20:05');
  });

  it("shows the server's reason when it refuses (another tab used the last one)", async () => {
    mockApi({
      'POST /queue/extend': reply(409, {
        code: 'INVALID_TRANSITION',
        message: deadlineExtensionRefusals.limit,
      }),
    });
    const { user } = show(entryOf({ deadlineExtensions: 1 }));
    await user.click(screen.getByRole('button', { name: '+5 min' }));
    expect((await screen.findByRole('alert')).textContent).toContain(deadlineExtensionRefusals.limit);
  });

  it('is not offered to a consumer still waiting in line', () => {
    mockApi({});
    show(entryOf({ status: 'IN_QUEUE', deadlineAt: null, position: 2 }));
    expect(screen.queryByRole('button', { name: '+5 min' })).toBeNull();
  });
});
