import { useState } from 'react';
import { Alert } from 'react-bootstrap';
import { MerchantNavbar } from '@/components/ui/merchant-navbar';
import { useMerchantQueryError } from '@/hooks/use-merchant-error-handler';
import { useNow } from '@/hooks/use-now';
import { readMerchantSession } from '@/lib/cookies';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useKitchenSettingsQuery } from '../api/get-kitchen-settings.api';
import { useKitchenQuery } from '../api/list-kitchen.api';
import { useKitchenLive } from '../hooks/use-kitchen-live';
import { useKitchenPrint } from '../hooks/use-kitchen-print';
import { useReadyUnits } from '../hooks/use-ready-units';
import { useStartUnits } from '../hooks/use-start-units';
import { kitchenMessages } from '../kitchen-messages';
import { KitchenTableCard } from './kitchen-table-card';
import { KitchenTicketPrint } from './kitchen-ticket';
import { UndoBar } from './undo-bar';
import './kitchen.css';

/**
 * `/merchant/cozinha` (docs/screens.md#kitchen): the units to prepare, table by table, the longest waiting
 * first, each 'A preparar' then 'Em preparo' ('Começar') until 'Pronto', in large type over the whole width
 * of a tablet on the wall; live through the merchant's stream, polled every 15 s. 'Imprimir' prints an order's
 * 80 mm ticket, and each new order prints by itself when the owner turned that on (docs/integrations.md#ticket).
 */
export function KitchenScreen() {
  const [merchantId] = useState(() => readMerchantSession()?.merchantId ?? '');
  const kitchen = useKitchenQuery(merchantId);
  useMerchantQueryError(kitchen, kitchenMessages.loadFailed);
  useKitchenLive(merchantId);
  const now = useNow(15_000);
  const { hiddenIds, busyIds, recent, markReady, undo } = useReadyUnits(merchantId);
  const { startedIds, startingIds, start } = useStartUnits(merchantId);
  const settings = useKitchenSettingsQuery(merchantId);
  const { tickets, print } = useKitchenPrint({
    merchantId,
    tables: kitchen.data,
    isPrintOnArrival: settings.data?.printOnArrival,
  });
  useDocumentTitle('Cozinha');
  const tables = (kitchen.data ?? []).filter((table) => table.units.some((unit) => !hiddenIds.has(unit.id)));

  return (
    <>
      <MerchantNavbar />
      <main className="kitchen container-fluid pt-3 px-3">
        <h1 className="kitchen-title mb-3">Cozinha</h1>
        <div aria-busy={kitchen.isPending}>
          {kitchen.isPending ? (
            <p className="kitchen-empty text-body-secondary">Carregando...</p>
          ) : tables.length === 0 ? (
            <Alert variant="light" className="kitchen-empty border">
              {kitchenMessages.empty}
            </Alert>
          ) : (
            <div className="kitchen-grid">
              {tables.map((table) => (
                <KitchenTableCard
                  key={table.queueId}
                  table={table}
                  now={now}
                  hiddenIds={hiddenIds}
                  busyIds={busyIds}
                  startedIds={startedIds}
                  startingIds={startingIds}
                  onStart={(unit) => void start(unit.id)}
                  onReady={(unit, tableName) => void markReady({ unit, tableName })}
                  onPrint={(ticket) => print([ticket])}
                />
              ))}
            </div>
          )}
        </div>
        <UndoBar recent={recent} busyIds={busyIds} onUndo={(id) => void undo(id)} />
      </main>
      <KitchenTicketPrint tickets={tickets} />
    </>
  );
}
