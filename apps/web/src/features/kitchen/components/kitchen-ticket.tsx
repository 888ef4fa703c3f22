import { createPortal } from 'react-dom';
import type { KitchenTicket } from '../utils/kitchen-ticket';
import './kitchen-ticket.css';

const time = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' });

/** One order's ticket: the table, the diner, the time, each line with its options and note. */
function TicketBody({ ticket }: { ticket: KitchenTicket }) {
  return (
    <article className="kitchen-ticket">
      <div className="kitchen-ticket-head">
        <p className="kitchen-ticket-table">{ticket.table ?? 'Sem mesa'}</p>
        <p className="m-0">Cliente: {ticket.diner}</p>
        <p className="m-0">Aceito às {time.format(new Date(ticket.acceptedAt))}</p>
      </div>
      <ul className="kitchen-ticket-lines">
        {ticket.lines.map((line, index) => (
          // Lines are never reordered: the index is their identity within the ticket.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <li key={index}>
            <div className="kitchen-ticket-line">
              {line.quantity}x {line.name}
            </div>
            {line.options.map((option) => (
              <div key={option} className="kitchen-ticket-detail">
                - {option}
              </div>
            ))}
            {line.note && <div className="kitchen-ticket-detail">Obs.: {line.note}</div>}
          </li>
        ))}
      </ul>
    </article>
  );
}

/**
 * The print-only element (docs/integrations.md#ticket), a child of <body> so that printing shows it alone:
 * hidden on the screen, and hidden from screen readers (the cards already say all of it).
 */
export function KitchenTicketPrint({ tickets }: { tickets: readonly KitchenTicket[] }) {
  if (tickets.length === 0) return null;
  return createPortal(
    <div className="kitchen-print" aria-hidden="true">
      {tickets.map((ticket) => (
        <TicketBody key={ticket.orderId} ticket={ticket} />
      ))}
    </div>,
    document.body,
  );
}
