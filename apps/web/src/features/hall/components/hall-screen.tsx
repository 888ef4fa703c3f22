import type { HallEntry } from '@suavez/shared/contracts/order.contract';
import { DEFAULT_TIME_ZONE } from '@suavez/shared/domain/time-zone';
import { useState } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import { useMerchantFullQuery } from '@/api/get-merchant-full.api';
import { MerchantNavbar } from '@/components/ui/merchant-navbar';
import { useMerchantQueryError } from '@/hooks/use-merchant-error-handler';
import { useNow } from '@/hooks/use-now';
import { readMerchantSession } from '@/lib/cookies';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useHallQuery } from '../api/list-hall-entries.api';
import { hallMessages } from '../hall-messages';
import { filterHallEntries } from '../utils/filter-hall';
import { HallSkeleton } from './hall-skeleton';
import { HallTile } from './hall-tile';
import { SoldOutDialog } from './sold-out-dialog';
import { TableDialog } from './table-dialog';
import './hall.css';

/**
 * `/merchant/hall` (docs/orders-and-bills.md#hall): the seated tables, polled every 15 s in the server's
 * order (pending sent items first, oldest first; then cancel requests; then by name), a search by name or
 * table label, and the table dialog.
 */
export function HallScreen() {
  const [merchantId] = useState(() => readMerchantSession()?.merchantId ?? '');
  const hall = useHallQuery(merchantId);
  // Who called or seated a table, and when, in the restaurant's own zone (a failed read leaves São Paulo's).
  const merchant = useMerchantFullQuery(merchantId);
  const timeZone = merchant.data?.timeZone ?? DEFAULT_TIME_ZONE;
  useMerchantQueryError(hall, hallMessages.hallLoadFailed);
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState<HallEntry | null>(null);
  const [isDialogShown, setIsDialogShown] = useState(false);
  const [isSoldOutShown, setIsSoldOutShown] = useState(false);
  const entries = hall.data ?? [];
  const shown = filterHallEntries(entries, search);
  // The open table as the hall last read it (a new label, a bill asked for), or as it was when it left.
  const openedNow = opened && (entries.find((entry) => entry.queue.id === opened.queue.id) ?? opened);
  const now = useNow();
  const title = `Salão (${entries.length})`;
  useDocumentTitle(title);

  return (
    <>
      <MerchantNavbar />
      <main className="container py-4">
        <h1 className="h3 mb-3">{title}</h1>
        <Card className="shadow-sm">
          <Card.Header className="d-flex flex-wrap align-items-center justify-content-between gap-2 bg-body">
            <h2 className="h5 mb-0">Clientes no salão</h2>
            <Button variant="outline-secondary" className="ms-auto" onClick={() => setIsSoldOutShown(true)}>
              Esgotados
            </Button>
          </Card.Header>
          <Card.Body>
            <Form.Group controlId="hall-search" className="mb-3">
              <Form.Label visuallyHidden>Buscar mesa por nome ou número</Form.Label>
              <Form.Control
                type="search"
                placeholder="Buscar mesa por nome ou número..."
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                autoComplete="off"
              />
            </Form.Group>
            <section aria-label="Mesas" aria-busy={hall.isPending}>
              {hall.isPending ? (
                <HallSkeleton />
              ) : entries.length === 0 ? (
                <Alert variant="warning" className="mb-0">
                  Nenhum cliente no salão
                </Alert>
              ) : shown.length === 0 ? (
                <p className="text-body-secondary mb-0">Nenhuma mesa encontrada para “{search.trim()}”.</p>
              ) : (
                <ul className="row g-3 list-unstyled mb-0">
                  {shown.map((entry) => (
                    <li key={entry.queue.id} className="col-12 col-sm-6 col-lg-4 col-xl-3">
                      <HallTile
                        entry={entry}
                        now={now}
                        onOpen={(picked) => {
                          setOpened(picked);
                          setIsDialogShown(true);
                        }}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </Card.Body>
        </Card>
      </main>
      {openedNow && (
        <TableDialog
          key={openedNow.queue.id}
          entry={openedNow}
          merchantId={merchantId}
          timeZone={timeZone}
          show={isDialogShown}
          onClose={() => setIsDialogShown(false)}
          onExited={() => setOpened(null)}
        />
      )}
      <SoldOutDialog merchantId={merchantId} show={isSoldOutShown} onClose={() => setIsSoldOutShown(false)} />
    </>
  );
}
