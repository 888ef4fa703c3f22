import { useEffect, useRef, useState } from 'react';
import { useHostSignalsQuery } from '@/api/list-host-signals.api';
import { readMerchantSession } from '@/lib/cookies';
import {
  countSignals,
  isOwnSignal,
  lookedAt,
  nextSignalState,
  type SignalCounts,
  type SignalState,
  signalItemsOf,
} from '@/lib/host-signals';
import { playTones, unlockAudioOnFirstGesture } from '@/lib/signal-sound';
import { setDocumentTitleCount } from '@/lib/use-document-title';

/** Two rising tones, not the consumer's call (two equal beeps): a host with both pages tells them apart. */
const hostTones = [
  { offset: 0, frequency: 660 },
  { offset: 0.18, frequency: 880 },
] as const;

const same = (a: SignalCounts, b: SignalCounts) => a.queue === b.queue && a.hall === b.hall;

/**
 * The merchant's open screen signals what now waits for the host (docs/notifications.md#host-signals): a
 * consumer who joined the queue, a bill or a cancellation asked for at a table. Each new thing sounds once
 * (after the first tap on the page unlocked audio), counts in the tab's title ('(2) Fila de clientes') and
 * in the badge of its screen's link (the answer). The answers come from `GET /queue/signals`, polled and read
 * again on each live event, compared by key, so a thing seen by a poll and by an event sounds once. They
 * stop counting when the host looks (the tab comes back in front or gets the focus, a tap or a key on
 * the page) or when the thing is handled (gone from the answer).
 */
export function useHostSignals(): SignalCounts {
  const [merchantId] = useState(() => readMerchantSession()?.merchantId ?? null);
  const { data } = useHostSignalsQuery(merchantId);
  const state = useRef<SignalState | null>(null);
  const [counts, setCounts] = useState<SignalCounts>({ queue: 0, hall: 0 });
  const show = (next: SignalState | null) => {
    state.current = next;
    const nextCounts = countSignals(next);
    setCounts((previous) => (same(previous, nextCounts) ? previous : nextCounts));
  };

  useEffect(unlockAudioOnFirstGesture, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `show` only writes the ref and the state.
  useEffect(() => {
    if (!data) return;
    const next = nextSignalState(state.current, signalItemsOf(data), isOwnSignal);
    show(next.state);
    if (next.fresh > 0) playTones(hostTones);
  }, [data]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `show` only writes the ref and the state.
  useEffect(() => {
    const look = () => show(lookedAt(state.current));
    const onVisibilityChange = () => {
      if (!document.hidden) look();
    };
    window.addEventListener('focus', look);
    document.addEventListener('visibilitychange', onVisibilityChange);
    document.addEventListener('pointerdown', look);
    document.addEventListener('keydown', look);
    return () => {
      window.removeEventListener('focus', look);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      document.removeEventListener('pointerdown', look);
      document.removeEventListener('keydown', look);
    };
  }, []);

  const total = counts.queue + counts.hall;
  useEffect(() => setDocumentTitleCount(total), [total]);
  useEffect(() => () => setDocumentTitleCount(0), []);
  return counts;
}
