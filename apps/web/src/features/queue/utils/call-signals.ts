import type { ConsumerQueueEntry } from '@suavez/shared/contracts/queue-consumer.contract';
import { t } from '@/lib/i18n/i18n';
import { playTones } from '@/lib/signal-sound';

/** Said (assertively) and shown when the restaurant calls the consumer. */
export function calledMessage(): string {
  return t('queue.calledMessage');
}

/** One call of one entry: the same entry called again later is a new call. Null while not called. */
export function callKeyOf(entry: Pick<ConsumerQueueEntry, 'id' | 'status' | 'lastStatusAt'>): string | null {
  return entry.status === 'CALLED' ? `${entry.id}@${entry.lastStatusAt}` : null;
}

/** The page's title while the consumer is called: the tab says it even when another tab is in front. */
export function calledTitle(title: string, isCalled: boolean): string {
  return isCalled ? t('queue.calledPageTitle', { title }) : title;
}

const announcedKey = 'sv_call_signalled';

/**
 * Whether this call was already signalled on this tab, marking it so: a reload or a second render
 * must not vibrate or beep again. Without storage (private mode quirks) it says no, at most a repeat.
 */
export function isCallSignalled(callKey: string, storage?: Pick<Storage, 'getItem' | 'setItem'>): boolean {
  try {
    storage ??= sessionStorage; // reading it throws where storage is blocked
    if (storage.getItem(announcedKey) === callKey) return true;
    storage.setItem(announcedKey, callKey);
  } catch {
    // Storage refused: signal anyway.
  }
  return false;
}

/** Vibrates and beeps twice where the device and the browser allow it (no sound file to download). */
export function signalCall(): void {
  // Without a tap on the page first, browsers refuse to vibrate (and say so in the console).
  if (navigator.userActivation?.hasBeenActive !== false) navigator.vibrate?.([200, 100, 200]);
  playTones([
    { offset: 0, frequency: 880 },
    { offset: 0.3, frequency: 880 },
  ]);
}
