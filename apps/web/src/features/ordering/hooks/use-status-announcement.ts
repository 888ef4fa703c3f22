import type { QueueStatus } from '@suavez/shared/domain/queue-status';
import { useState } from 'react';

/**
 * The status to announce in 'Status da fila atualizado': set when the polled status differs from the one
 * seen before (not on the first read), cleared by `dismiss`. Set while rendering, not in an effect, so the
 * render that shows a new status already holds its announcement (the group-link offer waits for it).
 */
export function useStatusAnnouncement(status: QueueStatus | undefined) {
  const [seen, setSeen] = useState(status);
  const [announced, setAnnounced] = useState<QueueStatus | null>(null);
  if (status !== undefined && status !== seen) {
    setSeen(status);
    if (seen !== undefined) setAnnounced(status);
  }

  return { announced, dismiss: () => setAnnounced(null) };
}
