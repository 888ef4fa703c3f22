import type { HallEntry } from '@suavez/shared/contracts/order.contract';
import { DEFAULT_TIME_ZONE } from '@suavez/shared/domain/time-zone';
import { useState } from 'react';
import { Modal, Spinner } from 'react-bootstrap';
import { useMerchantFullQuery } from '@/api/get-merchant-full.api';
import { useMerchantQueryError } from '@/hooks/use-merchant-error-handler';
import { readMerchantSession } from '@/lib/cookies';
import { useHallQuery } from '../api/list-hall-entries.api';
import { hallMessages } from '../hall-messages';
import { TableDialog } from './table-dialog';

export interface HallTableDialogProps {
  /** The seated entry whose table to open. */
  queueId: string;
  show: boolean;
  onClose: () => void;
  onExited: () => void;
}

/**
 * The hall's table dialog opened from elsewhere by the seated entry's id (the floor's occupied tile:
 * docs/tables.md#o-salão): it reads the hall (the same query, cache and polling as the hall's screen) and
 * shows that table; while the hall loads, a spinner; a party that has left, a line that says so.
 */
export function HallTableDialog({ queueId, show, onClose, onExited }: HallTableDialogProps) {
  const [merchantId] = useState(() => readMerchantSession()?.merchantId ?? '');
  const hall = useHallQuery(merchantId);
  useMerchantQueryError(hall, hallMessages.hallLoadFailed);
  const timeZone = useMerchantFullQuery(merchantId).data?.timeZone ?? DEFAULT_TIME_ZONE;
  // The table as the hall last read it; kept once seen, so the dialog closes on its own content.
  const [seen, setSeen] = useState<HallEntry | null>(null);
  const found = hall.data?.find((entry) => entry.queue.id === queueId) ?? null;
  if (found && found !== seen) setSeen(found);
  const entry = found ?? seen;
  if (entry) {
    return (
      <TableDialog
        entry={entry}
        merchantId={merchantId}
        timeZone={timeZone}
        show={show}
        onClose={onClose}
        onExited={onExited}
      />
    );
  }
  return (
    <Modal show={show} onHide={onClose} onExited={onExited} centered aria-label="Mesa">
      <Modal.Header closeButton closeLabel="Fechar">
        <Modal.Title as="h2" className="h5">
          Mesa
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {hall.isPending ? (
          <Spinner role="status" aria-label="Carregando a mesa" />
        ) : (
          <p className="mb-0">Esta mesa já foi liberada.</p>
        )}
      </Modal.Body>
    </Modal>
  );
}
