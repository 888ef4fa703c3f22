import { DEFAULT_TIME_ZONE } from '@suavez/shared/domain/time-zone';
import { useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { useMerchantFullQuery } from '@/api/get-merchant-full.api';
import { type CurrentQueueFilter, useCurrentQueueQuery } from '@/api/list-current-queue.api';
import { MerchantNavbar } from '@/components/ui/merchant-navbar';
import { useMerchantQueryError } from '@/hooks/use-merchant-error-handler';
import { useNow } from '@/hooks/use-now';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMerchantSession } from '../hooks/use-merchant-session';
import { merchantMessages } from '../merchant-messages';
import { QueueEntryCard } from './queue-entry-card';
import { defaultQueueFilter, QueueFilterCard } from './queue-filter-card';
import { WalkInModal } from './walk-in-modal';

const title = 'Fila de clientes';

function QueueSkeleton() {
  return (
    <div className="row g-3" aria-hidden="true">
      {['a', 'b', 'c'].map((key) => (
        <div key={key} className="col-12 col-md-6 col-xl-4">
          <Card className="placeholder-glow">
            <Card.Body>
              <span className="placeholder col-7 mb-2 d-block" />
              <span className="placeholder col-4 d-block mb-1" />
              <span className="placeholder col-9 d-block mb-3" />
              <span className="placeholder btn btn-secondary disabled col-3" />
            </Card.Body>
          </Card>
        </div>
      ))}
    </div>
  );
}

/**
 * `/merchant/queue` (docs/queue.md#reading-the-queue): '+ Adicionar' for the party at the door
 * (docs/queue.md#walk-ins), the filter card and the live queue, polled every 15 s.
 */
export function QueueScreen() {
  useDocumentTitle(title);
  const session = useMerchantSession();
  const [filter, setFilter] = useState<CurrentQueueFilter>(defaultQueueFilter);
  const [isAdding, setAdding] = useState(false);
  const merchant = useMerchantFullQuery(session.merchantId);
  const queue = useCurrentQueueQuery(session.merchantId, filter);
  useMerchantQueryError(queue, merchantMessages.queueLoadFailed);
  const now = useNow();
  const timeZone = merchant.data?.timeZone ?? DEFAULT_TIME_ZONE;
  const isIdle = filter.statuses.length === 0 || filter.slots.length === 0;
  const entries = isIdle ? [] : (queue.data ?? []);
  const isLoading = !isIdle && queue.isPending;

  return (
    <>
      <MerchantNavbar />
      <main className="container py-4">
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
          <h1 className="h3 mb-0">{title}</h1>
          <Button variant="primary" size="lg" onClick={() => setAdding(true)}>
            + Adicionar
          </Button>
        </div>
        <WalkInModal show={isAdding} merchantId={session.merchantId} onClose={() => setAdding(false)} />
        <QueueFilterCard filter={filter} onChange={setFilter} />
        <section aria-label="Clientes" aria-busy={isLoading}>
          {isLoading ? (
            <QueueSkeleton />
          ) : entries.length === 0 ? (
            <Alert variant="light" className="border text-center">
              Fila vazia
            </Alert>
          ) : (
            <div className="row g-3">
              {entries.map((entry) => (
                <div key={entry.id} className="col-12 col-md-6 col-xl-4">
                  <QueueEntryCard
                    entry={entry}
                    merchantId={session.merchantId}
                    timeZone={timeZone}
                    now={now}
                    restaurantName={merchant.data?.name ?? ''}
                  />
                </div>
              ))}
            </div>
          )}
        </section>
      </main>
    </>
  );
}
