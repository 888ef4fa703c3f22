import type { ConsumerQueueEntry } from '@suavez/shared/contracts/queue-consumer.contract';

/** Said (assertively) and shown when the restaurant calls the consumer. */
export const calledMessage = 'É a sua vez! O restaurante está chamando você.';

/** One call of one entry: the same entry called again later is a new call. Null while not called. */
export function callKeyOf(entry: Pick<ConsumerQueueEntry, 'id' | 'status' | 'lastStatusAt'>): string | null {
  return entry.status === 'CALLED' ? `${entry.id}@${entry.lastStatusAt}` : null;
}

/** The page's title while the consumer is called: the tab says it even when another tab is in front. */
export function calledTitle(title: string, isCalled: boolean): string {
  return isCalled ? `(É a sua vez!) ${title}` : title;
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

let audio: AudioContext | undefined;

/**
 * Browsers start Web Audio only from a user gesture: the first tap or key on the page creates (or
 * resumes) the context, so a later call can beep. Returns the function that stops listening.
 */
export function unlockAudioOnFirstGesture(): () => void {
  const unlock = () => {
    if (typeof AudioContext === 'undefined') return;
    audio ??= new AudioContext();
    void audio.resume().catch(() => undefined);
    stop();
  };
  const stop = () => {
    document.removeEventListener('pointerdown', unlock);
    document.removeEventListener('keydown', unlock);
  };
  document.addEventListener('pointerdown', unlock);
  document.addEventListener('keydown', unlock);
  return stop;
}

/** Vibrates and beeps twice where the device and the browser allow it (no sound file to download). */
export function signalCall(): void {
  // Without a tap on the page first, browsers refuse to vibrate (and say so in the console).
  if (navigator.userActivation?.hasBeenActive !== false) navigator.vibrate?.([200, 100, 200]);
  if (audio?.state !== 'running') return;
  for (const offset of [0, 0.3]) {
    const at = audio.currentTime + offset;
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 880;
    gain.gain.setValueAtTime(0.25, at);
    gain.gain.exponentialRampToValueAtTime(0.001, at + 0.2);
    tone.connect(gain).connect(audio.destination);
    tone.start(at);
    tone.stop(at + 0.2);
  }
}
