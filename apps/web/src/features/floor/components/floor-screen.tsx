import { queueSlotFilters } from '@suavez/shared/contracts/queue-merchant.contract';
import type { RestaurantTable } from '@suavez/shared/contracts/tables.contract';
import { DEFAULT_TIME_ZONE } from '@suavez/shared/domain/time-zone';
import { type ReactNode, useState } from 'react';
import { Alert, Spinner } from 'react-bootstrap';
import { Link } from 'wouter';
import { useMerchantFullQuery } from '@/api/get-merchant-full.api';
import { useCurrentQueueQuery } from '@/api/list-current-queue.api';
import { useFloorTablesQuery } from '@/api/list-tables.api';
import { MerchantNavbar } from '@/components/ui/merchant-navbar';
import { useMerchantQueryError } from '@/hooks/use-merchant-error-handler';
import { useCanStaff } from '@/hooks/use-merchant-role';
import { useNow } from '@/hooks/use-now';
import { readMerchantSession } from '@/lib/cookies';
import { useDocumentTitle } from '@/lib/use-document-title';
import { describeFloorTile, summarizeFloor } from '../utils/floor-tile';
import { groupTablesByArea } from '../utils/table-groups';
import { FloorTile } from './floor-tile';
import { SeatPartyDialog } from './seat-party-dialog';
import './floor.css';

/** What the page gives the floor to show a seated table: the hall's table dialog (another feature's). */
export interface SeatedTableDialogProps {
  queueId: string;
  show: boolean;
  onClose: () => void;
  onExited: () => void;
}

export interface FloorScreenProps {
  /** The table dialog of a seated table; without it an occupied tile is only read. */
  renderTableDialog?: (props: SeatedTableDialogProps) => ReactNode;
}

// The queue's filters that hold every party the floor may seat ('Chamados' brings 'A caminho' too).
const seatableFilter = { statuses: ['IN_QUEUE', 'CALLED'], slots: queueSlotFilters } as const;
const noFilter = { statuses: [], slots: [] } as const;

/**
 * `/merchant/salao` (docs/tables.md#o-salão): every defined table as a tile, by area, with its state in
 * words and colour, who sits there and for how long, live. The host taps a free table to seat the next
 * party that fits it (a held one too, after 'Sentar mesmo assim'); the owner and the waiter tap an occupied one to open its table dialog. The owner
 * reaches the tables' definitions from here.
 */
export function FloorScreen({ renderTableDialog }: FloorScreenProps) {
  useDocumentTitle('Mesas');
  const [merchantId] = useState(() => readMerchantSession()?.merchantId ?? '');
  const canSeat = useCanStaff('queue');
  const canOpenTable = useCanStaff('hall') && renderTableDialog !== undefined;
  const isOwner = useCanStaff('settings');
  const tables = useFloorTablesQuery();
  useMerchantQueryError(tables, 'Não foi possível carregar as mesas.');
  const queue = useCurrentQueueQuery(merchantId, canSeat ? seatableFilter : noFilter);
  useMerchantQueryError(queue, 'Erro ao carregar a fila');
  const timeZone = useMerchantFullQuery(merchantId).data?.timeZone ?? DEFAULT_TIME_ZONE;
  // The tiles' timers count minutes.
  const now = useNow(60_000);
  const [seating, setSeating] = useState<RestaurantTable | null>(null);
  const [openedQueueId, setOpenedQueueId] = useState<string | null>(null);
  const [isTableShown, setIsTableShown] = useState(false);

  const onOpen = (table: RestaurantTable) => {
    if (table.state === 'FREE' || table.state === 'HELD') setSeating(table);
    else if (table.queueId) {
      setOpenedQueueId(table.queueId);
      setIsTableShown(true);
    }
  };
  const canOpen = (table: RestaurantTable) =>
    (table.state !== 'SEATED' && canSeat) || (table.state === 'SEATED' && canOpenTable);
  const list = tables.data;

  return (
    <>
      <MerchantNavbar />
      <main className="container py-4">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
          <h1 className="h3 mb-0">Mesas</h1>
          {isOwner && (
            <Link href="/merchant/mesas" className="btn btn-outline-primary">
              Cadastrar mesas
            </Link>
          )}
        </div>
        {list && list.length > 0 && <p className="fw-semibold mb-1">{summarizeFloor(list)}</p>}
        <p className="text-body-secondary">
          {canSeat
            ? 'Toque numa mesa livre para sentar o próximo da fila que cabe nela.'
            : 'Toque numa mesa ocupada para ver os pedidos.'}
        </p>
        {!list ? (
          tables.isPending && <Spinner role="status" aria-label="Carregando as mesas" />
        ) : list.length === 0 ? (
          <Alert variant="info">
            {isOwner
              ? 'Nenhuma mesa cadastrada. Cadastre as mesas para ver o salão aqui.'
              : 'O dono do estabelecimento ainda não cadastrou as mesas.'}
          </Alert>
        ) : (
          groupTablesByArea(list).map((group) => (
            <section key={group.area} className="mb-4">
              <h2 className="h5">{group.area}</h2>
              <ul className="row g-2 list-unstyled mb-0" aria-label={`Mesas: ${group.area}`}>
                {group.tables.map((table) => (
                  <li key={table.id} className="col-6 col-md-4 col-lg-3">
                    <FloorTile
                      table={table}
                      view={describeFloorTile(table, now, timeZone)}
                      onOpen={canOpen(table) ? onOpen : undefined}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </main>
      <SeatPartyDialog
        merchantId={merchantId}
        table={seating}
        entries={queue.data}
        hasQueueFailed={queue.isError}
        now={now}
        timeZone={timeZone}
        onClose={() => setSeating(null)}
      />
      {renderTableDialog &&
        openedQueueId &&
        renderTableDialog({
          queueId: openedQueueId,
          show: isTableShown,
          onClose: () => setIsTableShown(false),
          onExited: () => setOpenedQueueId(null),
        })}
    </>
  );
}
