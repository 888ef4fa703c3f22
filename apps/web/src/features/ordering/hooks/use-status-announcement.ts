import type { QueueStatus } from '@suavez/shared/domain/queue-status';
import { useEffect, useRef, useState } from 'react';

/**
 * The status to announce in 'Status da Fila Atualizado': set when the polled status differs from the one
 * seen before (not on the first read), cleared by `dismiss`.
 */
export function useStatusAnnouncement(status: QueueStatus | undefined) {
  const previous = useRef<QueueStatus | undefined>(undefined);
  const [announced, setAnnounced] = useState<QueueStatus | null>(null);

  useEffect(() => {
    if (status === undefined) return;
    if (previous.current !== undefined && previous.current !== status) setAnnounced(status);
    previous.current = status;
  }, [status]);

  return { announced, dismiss: () => setAnnounced(null) };
}
