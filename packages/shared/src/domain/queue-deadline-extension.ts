import type { QueueStatus } from './queue-status';

/** How much time one '+5 min' gives a called consumer (docs/notifications.md#more-time). */
export const DEADLINE_EXTENSION_MS = 5 * 60 * 1000;

/** How many times the host may give one entry more time, whatever its status then. */
export const MAX_DEADLINE_EXTENSIONS = 2;

/** Why '+5 min' is refused (the API's 409 message and the disabled button's hint). */
export const deadlineExtensionRefusals = {
  limit: 'Este cliente já recebeu mais 5 minutos duas vezes.',
  status: 'Só é possível dar mais 5 minutos a um cliente chamado ou a caminho.',
} as const;

/** Whether an entry in `status` has a deadline the host may move: a call to answer, the way to the door. */
export function hasExtendableDeadline(status: QueueStatus): boolean {
  return status === 'CALLED' || status === 'ACCEPTED_RESTAURANT_CALL';
}

/**
 * Why the host may not give an entry in `status`, already extended `extensions` times, 5 more minutes now
 * (pt-BR), or null when it may.
 */
export function findDeadlineExtensionRefusal(status: QueueStatus, extensions: number): string | null {
  if (!hasExtendableDeadline(status)) return deadlineExtensionRefusals.status;
  return extensions >= MAX_DEADLINE_EXTENSIONS ? deadlineExtensionRefusals.limit : null;
}

/** The deadline after one more '+5 min': counted from the current deadline, not from now. */
export function extendedDeadlineAt(deadlineAt: Date): Date {
  return new Date(deadlineAt.getTime() + DEADLINE_EXTENSION_MS);
}
