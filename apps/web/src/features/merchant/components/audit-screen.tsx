import type { AuditEntry, AuditPerson } from '@suavez/shared/contracts/audit.contract';
import { formatTime } from '@suavez/shared/domain/date-format';
import { staffRoleLabels } from '@suavez/shared/domain/staff';
import { DEFAULT_TIME_ZONE, getZonedDateTime } from '@suavez/shared/domain/time-zone';
import { useId, useState } from 'react';
import { Alert, Badge, Button, Form, Spinner } from 'react-bootstrap';
import { useMerchantFullQuery } from '@/api/get-merchant-full.api';
import { MerchantNavbar } from '@/components/ui/merchant-navbar';
import { useMerchantQueryError } from '@/hooks/use-merchant-error-handler';
import { useCanStaff } from '@/hooks/use-merchant-role';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAuditQuery } from '../api/list-audit.api';
import { useMerchantSession } from '../hooks/use-merchant-session';
import { auditActionLabel, describeAuditChange, describeAuditDetail } from '../utils/audit-format';

const title = 'Histórico';

/** Today in the restaurant's time zone, 'aaaa-mm-dd' (the day the server counts). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const { year, month, day } = getZonedDateTime(now, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function AuditRow({ entry, timeZone }: { entry: AuditEntry; timeZone: string }) {
  const change = describeAuditChange(entry);
  const facts = describeAuditDetail(entry);
  return (
    <li className="list-group-item">
      <div className="d-flex flex-wrap align-items-baseline gap-2">
        <time dateTime={entry.at} className="fw-semibold">
          {formatTime(new Date(entry.at), timeZone)}
        </time>
        <span className="text-break">{entry.actor.name}</span>
        <Badge bg="light" text="dark" className="border">
          {staffRoleLabels[entry.actor.role]}
        </Badge>
      </div>
      <div>
        {auditActionLabel(entry.action, entry.after)}
        {change && <span className="text-body-secondary"> · {change}</span>}
      </div>
      {facts.length > 0 && <div className="small text-body-secondary text-break">{facts.join(' · ')}</div>}
    </li>
  );
}

function AuditContent({ merchantId }: { merchantId: string }) {
  const id = useId();
  const merchant = useMerchantFullQuery(merchantId);
  const timeZone = merchant.data?.timeZone ?? DEFAULT_TIME_ZONE;
  const today = todayIn(timeZone);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [user, setUser] = useState<string | null>(null);
  const day = chosenDay ?? today;
  const audit = useAuditQuery(day, user);
  useMerchantQueryError(audit, 'Não foi possível carregar o histórico.');
  const pages = audit.data?.pages ?? [];
  const entries = pages.flatMap((page) => page.entries);
  const people: AuditPerson[] = pages[0]?.people ?? [];
  // The person chosen stays in the list while another day loads, or when they did nothing that day.
  const options = user && !people.some((person) => person.id === user) ? [] : people;

  return (
    <>
      <form
        className="row g-2 mb-3"
        aria-label="Filtrar o histórico"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="col-12 col-sm-6 col-md-4">
          <Form.Label htmlFor={`${id}-day`}>Dia</Form.Label>
          <Form.Control
            id={`${id}-day`}
            type="date"
            value={day}
            max={today}
            required
            onChange={(event) => setChosenDay(event.target.value || null)}
          />
        </div>
        <div className="col-12 col-sm-6 col-md-4">
          <Form.Label htmlFor={`${id}-person`}>Pessoa</Form.Label>
          <Form.Select
            id={`${id}-person`}
            value={user ?? ''}
            onChange={(event) => setUser(event.target.value || null)}
          >
            <option value="">Todas as pessoas</option>
            {user && options.length === 0 && <option value={user}>Pessoa escolhida</option>}
            {options.map((person) => (
              <option key={person.id} value={person.id}>
                {`${person.name} (${staffRoleLabels[person.role]})`}
              </option>
            ))}
          </Form.Select>
        </div>
      </form>
      {audit.isPending ? (
        <Spinner role="status" aria-label="Carregando o histórico" />
      ) : entries.length === 0 ? (
        <p className="text-body-secondary" role="status">
          Nenhuma atividade registrada neste dia.
        </p>
      ) : (
        <>
          <ol className="list-group mb-3" aria-label="Atividades do dia" aria-busy={audit.isFetching}>
            {entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} timeZone={timeZone} />
            ))}
          </ol>
          {audit.hasNextPage && (
            <Button
              variant="outline-primary"
              disabled={audit.isFetchingNextPage}
              onClick={() => void audit.fetchNextPage()}
            >
              {audit.isFetchingNextPage && <Spinner size="sm" className="me-1" aria-hidden="true" />}
              Mostrar mais
            </Button>
          )}
        </>
      )}
    </>
  );
}

/**
 * `/merchant/historico` (docs/audit.md): what each person of the staff did on a day, newest first, filtered
 * by person; the owner's alone (anyone else sees why).
 */
export function AuditScreen() {
  useDocumentTitle(title);
  const session = useMerchantSession();
  const isOwner = useCanStaff('settings');
  return (
    <>
      <MerchantNavbar />
      <main className="container py-4" style={{ maxWidth: 960 }}>
        <h1 className="h3 mb-2">{title}</h1>
        <p className="text-body-secondary">
          Quem fez o quê na fila, no salão, na cozinha e nas configurações, com o horário e o antes e depois.
        </p>
        {isOwner ? (
          <AuditContent merchantId={session.merchantId} />
        ) : (
          <Alert variant="info">Só o dono do estabelecimento vê o histórico da equipe.</Alert>
        )}
      </main>
    </>
  );
}
