// @vitest-environment happy-dom
import type { HostSignals } from '@suavez/shared/contracts/host-signals.contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hostSignalsKey } from '@/api/list-host-signals.api';
import { noteOwnBillRequest } from '@/lib/host-signals';
import { useDocumentTitle } from '@/lib/use-document-title';
import { mockApi } from '@/test/api-mock';
import { renderMerchantScreen } from '@/test/render';
import { HostSignalsProvider } from './host-signals';
import { MerchantNavbar } from './merchant-navbar';

// The host hears it too (docs/notifications.md#host-signals): the queue and the hall signal a new consumer, a
// bill asked for and a cancellation asked for with a sound, the tab's title and a badge on their links,
// until the host looks or the thing is handled.

const merchantId = 'aaaaaaaa-0000-4000-8000-0000000000aa';
const entry = (n: number) => `bbbbbbbb-0000-4000-8000-00000000000${n}`;
const at = '2026-03-10T20:00:00.000Z';
/** The `joined` rows of entries `ns` (see `entry`), all at `at`. */
const joined = (...ns: number[]) => ns.map((n) => ({ queueEntryId: entry(n), at }));
const answer = (parts: Partial<HostSignals> = {}): HostSignals => ({
  joined: [],
  billRequests: [],
  cancelRequests: [],
  ...parts,
});

/** Web Audio as far as the signal uses it: counts the tones played. */
const tones: number[] = [];
class FakeAudioContext {
  state = 'suspended';
  currentTime = 0;
  destination = {};
  resume() {
    this.state = 'running';
    return Promise.resolve();
  }
  createOscillator() {
    return {
      frequency: { value: 0 },
      connect: (next: unknown) => next,
      start: () => tones.push(1),
      stop: () => undefined,
    };
  }
  createGain() {
    const gain = { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined };
    return { gain, connect: (next: unknown) => next };
  }
}

function QueueLike() {
  useDocumentTitle('Fila de clientes');
  return <h1>Fila de clientes</h1>;
}

let current: HostSignals;

async function openScreen(first: HostSignals) {
  current = first;
  const api = mockApi({ 'GET /queue/signals': () => current });
  const view = renderMerchantScreen(
    <HostSignalsProvider>
      <MerchantNavbar />
      <QueueLike />
    </HostSignalsProvider>,
    { merchantId, path: '/merchant/queue' },
  );
  await waitFor(() => expect(view.queryClient.getQueryData(hostSignalsKey(merchantId))).toBeDefined());
  await act(async () => undefined);
  expect(api.callsTo('GET /queue/signals')).toHaveLength(1);
  /** The server's next answer, read as a live event makes it read. */
  const arrive = async (next: HostSignals) => {
    current = next;
    await act(() => view.queryClient.invalidateQueries({ queryKey: hostSignalsKey(merchantId) }));
  };
  return { ...view, api, arrive };
}

const queueLink = () => screen.getByRole('link', { name: /^Fila/ });
const hallLink = () => screen.getByRole('link', { name: /^Salão/ });

beforeEach(() => {
  tones.length = 0;
  vi.stubGlobal('AudioContext', FakeAudioContext);
});

describe('the host signals', () => {
  it('signals a consumer who joins after the screen opened: title, badge, and a sound after a first tap', async () => {
    const { arrive, user } = await openScreen(answer({ joined: joined(1) }));
    // What the screen opened on is not news.
    expect(document.title).toBe('Fila de clientes | SuaVez');
    expect(queueLink().textContent).toBe('Fila');
    expect(queueLink().getAttribute('aria-current')).toBe('page');
    expect(hallLink().getAttribute('href')).toBe('/merchant/hall');
    // The first tap unlocks the sound (and is a look: nothing to clear yet).
    await user.click(screen.getByRole('heading', { name: 'Fila de clientes' }));

    await arrive(answer({ joined: joined(1, 2) }));
    await waitFor(() => expect(document.title).toBe('(1) Fila de clientes | SuaVez'));
    expect(queueLink().textContent).toBe('Fila1 novidade');
    expect(tones).toHaveLength(2);

    // The same thing read again (the poll after the live event) neither sounds nor counts twice.
    await arrive(answer({ joined: joined(1, 2) }));
    await arrive(answer({ joined: joined(2, 3) }));
    await waitFor(() => expect(document.title).toBe('(2) Fila de clientes | SuaVez'));
    expect(queueLink().textContent).toBe('Fila2 novidades');
    expect(tones).toHaveLength(4);
  });

  it('clears when the host looks: the tab comes back, gets the focus, or the screen is touched', async () => {
    const { arrive } = await openScreen(answer());
    const look = [
      () => document.dispatchEvent(new Event('visibilitychange')),
      () => window.dispatchEvent(new Event('focus')),
      () => fireEvent.pointerDown(document.body),
      () => fireEvent.keyDown(document.body, { key: 'Tab' }),
    ];
    for (const [n, lookNow] of look.entries()) {
      await arrive(answer({ joined: joined(n + 1) }));
      await waitFor(() => expect(document.title).toBe('(1) Fila de clientes | SuaVez'));
      act(lookNow);
      await waitFor(() => expect(document.title).toBe('Fila de clientes | SuaVez'));
      expect(queueLink().textContent).toBe('Fila');
    }
  });

  it('signals bills and cancellations asked for on the hall link, and stops once they are handled', async () => {
    const bill = { orderId: entry(7), queueEntryId: entry(1), at };
    const cancel = { orderItemId: entry(8), queueEntryId: entry(1), at };
    const { arrive } = await openScreen(answer());
    await arrive(answer({ billRequests: [bill], cancelRequests: [cancel] }));
    await waitFor(() => expect(document.title).toBe('(2) Fila de clientes | SuaVez'));
    expect(hallLink().textContent).toBe('Salão2 novidades');
    expect(queueLink().textContent).toBe('Fila');

    // The waiter granted the cancellation: one thing still waits.
    await arrive(answer({ billRequests: [bill] }));
    await waitFor(() => expect(document.title).toBe('(1) Fila de clientes | SuaVez'));
    expect(hallLink().textContent).toBe('Salão1 novidade');
  });

  it("does not signal the bill the host asked for itself with 'Finalizar pedido'", async () => {
    const { arrive } = await openScreen(answer());
    noteOwnBillRequest(entry(9));
    await arrive(answer({ billRequests: [{ orderId: entry(9), queueEntryId: entry(1), at }] }));
    await arrive(
      answer({
        billRequests: [{ orderId: entry(9), queueEntryId: entry(1), at }],
        joined: joined(4),
      }),
    );
    await waitFor(() => expect(document.title).toBe('(1) Fila de clientes | SuaVez'));
    expect(hallLink().textContent).toBe('Salão');
  });

  it('gives the title back when the screen closes', async () => {
    const { arrive, unmount } = await openScreen(answer());
    await arrive(answer({ joined: joined(5) }));
    await waitFor(() => expect(document.title).toBe('(1) Fila de clientes | SuaVez'));
    unmount();
    expect(document.title).toBe('Fila de clientes | SuaVez');
  });
});
