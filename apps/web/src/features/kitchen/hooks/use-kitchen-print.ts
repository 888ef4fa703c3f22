import type { KitchenTable } from '@suavez/shared/contracts/kitchen.contract';
import { useCallback, useEffect, useState } from 'react';
import { buildKitchenTickets, type KitchenTicket } from '../utils/kitchen-ticket';
import { forgetPrintedUnits, readPrintedUnits, rememberPrintedUnits } from '../utils/printed-units';

/** One press of 'Imprimir' or one batch of new orders: its own id, so the same tickets print again. */
interface PrintJob {
  id: number;
  tickets: KitchenTicket[];
}

export interface KitchenPrintOptions {
  merchantId: string;
  /** The kitchen as last read; undefined while loading. */
  tables: readonly KitchenTable[] | undefined;
  /** The owner's KITCHEN_PRINT_ON_ARRIVAL; undefined while it loads. */
  isPrintOnArrival: boolean | undefined;
}

/**
 * The kitchen's 80 mm tickets (docs/integrations.md#ticket): `print` prints one order's ticket at once; with
 * printing on arrival, each unit that appears is printed once, grouped by order, and remembered on the device
 * (a refresh does not print it again). Turned on, the orders already on the screen count as printed: the
 * printer starts with what arrives next, not with a backlog.
 */
export function useKitchenPrint({ merchantId, tables, isPrintOnArrival }: KitchenPrintOptions) {
  const [job, setJob] = useState<PrintJob | null>(null);

  useEffect(() => {
    // The ticket element is drawn by now: the browser prints it alone (kitchen-ticket.css).
    if (job !== null) window.print();
  }, [job]);

  const print = useCallback(
    (tickets: KitchenTicket[]) => {
      if (tickets.length === 0) return;
      rememberPrintedUnits(
        merchantId,
        tickets.flatMap((ticket) => ticket.unitIds),
      );
      setJob((last) => ({ id: (last?.id ?? 0) + 1, tickets }));
    },
    [merchantId],
  );

  useEffect(() => {
    if (isPrintOnArrival !== true || tables === undefined) return;
    const printed = readPrintedUnits(merchantId);
    if (printed === null) {
      rememberPrintedUnits(
        merchantId,
        tables.flatMap((table) => table.units.map((unit) => unit.id)),
      );
      return;
    }
    print(tables.flatMap((table) => buildKitchenTickets(table, (id) => !printed.has(id))));
  }, [isPrintOnArrival, tables, merchantId, print]);

  useEffect(() => {
    // Off: forget, so turning it on again starts from the orders then on the screen.
    if (isPrintOnArrival === false) forgetPrintedUnits(merchantId);
  }, [isPrintOnArrival, merchantId]);

  return { tickets: job?.tickets ?? [], print };
}
