/**
 * Short tones through Web Audio, with no sound file to download: the consumer's call
 * (features/queue/utils/call-signals.ts) and the host's signals (hooks/use-host-signals.ts).
 */

let audio: AudioContext | undefined;

/**
 * Browsers start Web Audio only from a user gesture: the first tap or key on the page creates (or
 * resumes) the context, so a later signal can sound. Returns the function that stops listening.
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

/** One tone: when it starts, in seconds from now, and its pitch in hertz. */
export interface Tone {
  offset: number;
  frequency: number;
}

/** Plays 0.2 s tones, each fading out, once audio was unlocked; silently nothing before. */
export function playTones(tones: readonly Tone[]): void {
  if (audio?.state !== 'running') return;
  for (const { offset, frequency } of tones) {
    const at = audio.currentTime + offset;
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0.25, at);
    gain.gain.exponentialRampToValueAtTime(0.001, at + 0.2);
    tone.connect(gain).connect(audio.destination);
    tone.start(at);
    tone.stop(at + 0.2);
  }
}
