import type { ConsumerQueueEntry } from '@suavez/shared/contracts/queue-consumer.contract';
import { useEffect, useState } from 'react';
import { unlockAudioOnFirstGesture } from '@/lib/signal-sound';
import { calledMessage, callKeyOf, isCallSignalled, signalCall } from '../utils/call-signals';

/**
 * Makes a call unmissable: an assertive announcement (also shown), a vibration and a short beep where
 * the device and browser allow, once per call. The live region is in the page before its text, so
 * screen readers read the text when it arrives, also when the page opens on a call already made.
 */
export function CalledAlert({ entry }: { entry: ConsumerQueueEntry }) {
  const callKey = callKeyOf(entry);
  const [message, setMessage] = useState('');
  useEffect(unlockAudioOnFirstGesture, []);
  useEffect(() => {
    setMessage(callKey ? calledMessage() : '');
    if (callKey && !isCallSignalled(callKey)) signalCall();
  }, [callKey]);

  return (
    <div
      role="alert"
      aria-live="assertive"
      aria-atomic="true"
      className={message ? 'alert alert-success fw-semibold text-center mb-3' : undefined}
    >
      {message}
    </div>
  );
}
