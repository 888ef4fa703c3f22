import { MAX_TABLE_LABEL_LENGTH, tableLabelSchema } from '@suavez/shared/contracts/queue-checkin.contract';
import { tableLabelText } from '@suavez/shared/domain/table-label';
import { tableLabelKey } from '@suavez/shared/domain/tables';
import { QRCodeSVG } from 'qrcode.react';
import { useId, useRef, useState } from 'react';
import { Button, Card, Form, InputGroup } from 'react-bootstrap';
import { useTablesQuery } from '@/api/list-tables.api';
import { useCanStaff } from '@/hooks/use-merchant-role';
import { QrDownloads } from './qr-downloads';

/** Most tables 'Mesas numeradas de 1 até' makes: a large hall, not a typo of a zero. */
const MAX_TABLES = 100;

/** Most labels the list holds: every defined table of a large restaurant, plus free labels. */
const MAX_LISTED = 300;

/** `next` without repeats, a label counted once whatever its case or a leading 'Mesa' (as tables are). */
function uniqueLabels(next: readonly string[]): string[] {
  const seen = new Set<string>();
  return next.filter((label) => {
    const key = tableLabelKey(label);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const storageKey = (merchantId: string) => `suavez:table-qr-labels:${merchantId}`;

/** The labels this browser listed before for this restaurant (they are only printing notes, kept locally). */
function readLabels(merchantId: string): string[] {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(merchantId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((label) => tableLabelSchema.safeParse(label).success) : [];
  } catch {
    return [];
  }
}

function TableQrCard(props: {
  label: string;
  url: string;
  restaurantName: string;
  onRemove: () => void;
  onSaved?: (() => void) | undefined;
}) {
  const { label, url, restaurantName, onRemove, onSaved } = props;
  const svgRef = useRef<SVGSVGElement>(null);
  const titleId = useId();
  return (
    <Card as="article" className="merchant-table-qr h-100" aria-labelledby={titleId}>
      <Card.Body className="d-flex flex-column align-items-center text-center gap-2">
        <h3 id={titleId} className="h5 mb-0">
          {tableLabelText(label)}
        </h3>
        <QRCodeSVG
          ref={svgRef}
          value={url}
          size={160}
          level="M"
          marginSize={2}
          title={`QR Code da mesa ${label}`}
          className="merchant-table-qr-code"
        />
        <p className="small text-body-secondary text-break mb-1">{url}</p>
        <div className="d-flex flex-wrap justify-content-center gap-2">
          <QrDownloads
            url={url}
            svgRef={svgRef}
            title={restaurantName}
            subtitle={tableLabelText(label)}
            of={`da mesa ${label}`}
            {...(onSaved ? { onSaved } : {})}
          />
          <Button variant="outline-danger" onClick={onRemove} aria-label={`Remover mesa ${label}`}>
            Remover
          </Button>
        </div>
      </Card.Body>
    </Card>
  );
}

/**
 * 'QR Code por mesa' (docs/screens.md#links-and-qr-codes): the host lists the tables' labels ('12',
 * 'Varanda 3', or 1 to N at once) and gets one code per table, whose link carries the label: the diner who
 * scans it joins with it, and the check-in proposes it (docs/queue.md#table-labels). A restaurant with its
 * tables defined lists them all with one button, so each printed code names a defined table (whose label
 * the check-in seats at: docs/tables.md#seating); free labels still work.
 */
export function TableQrCodes(props: {
  merchantId: string;
  restaurantName: string;
  buildUrl: (table: string) => string;
  /** After a table's code was saved as a file. */
  onSaved?: () => void;
}) {
  const { merchantId, restaurantName, buildUrl, onSaved } = props;
  const [labels, setLabels] = useState(() => readLabels(merchantId));
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [upTo, setUpTo] = useState('');
  const id = useId();
  // The kitchen may open this page but not read the tables (403): it gets no button.
  const canSeat = useCanStaff('queue');
  const canServe = useCanStaff('hall');
  const defined = useTablesQuery({ enabled: canSeat || canServe }).data ?? [];

  const save = (next: string[]) => {
    const unique = uniqueLabels(next).slice(0, MAX_LISTED);
    setLabels(unique);
    try {
      localStorage.setItem(storageKey(merchantId), JSON.stringify(unique));
    } catch {
      // Private mode or a full storage: the list lasts until the page closes.
    }
  };

  const add = () => {
    const parsed = tableLabelSchema.safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Mesa inválida');
      return;
    }
    setError(null);
    setDraft('');
    save([...labels, parsed.data]);
  };

  const count = Number(upTo);
  const isCountValid = Number.isInteger(count) && count >= 1 && count <= MAX_TABLES;

  return (
    <section className="merchant-table-qrs d-print-none mt-5 text-start" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h4">
        QR Code por mesa
      </h2>
      <p className="text-body-secondary">
        Cada mesa ganha o seu QR Code: quem escaneia entra na fila com a mesa já informada, e o check-in a
        sugere.
      </p>
      {defined.length > 0 && (
        <Button
          variant="outline-primary"
          className="mb-3"
          onClick={() => save([...defined.map((table) => table.label), ...labels])}
        >
          Usar as mesas cadastradas ({defined.length})
        </Button>
      )}
      <div className="row g-3 mb-3">
        <Form
          className="col-md-6"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
        >
          <Form.Label htmlFor={`${id}-label`}>Etiqueta da mesa</Form.Label>
          <InputGroup hasValidation>
            <Form.Control
              id={`${id}-label`}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              maxLength={MAX_TABLE_LABEL_LENGTH}
              autoComplete="off"
              isInvalid={error !== null}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <Button type="submit">Adicionar mesa</Button>
            <Form.Control.Feedback id={`${id}-error`} type="invalid">
              {error}
            </Form.Control.Feedback>
          </InputGroup>
        </Form>
        <Form
          className="col-md-6"
          onSubmit={(event) => {
            event.preventDefault();
            if (!isCountValid) return;
            save([...labels, ...Array.from({ length: count }, (_, index) => String(index + 1))]);
            setUpTo('');
          }}
        >
          <Form.Label htmlFor={`${id}-count`}>Mesas numeradas de 1 até</Form.Label>
          <InputGroup>
            <Form.Control
              id={`${id}-count`}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_TABLES}
              value={upTo}
              onChange={(event) => setUpTo(event.target.value)}
            />
            <Button type="submit" variant="outline-primary" disabled={!isCountValid}>
              Gerar
            </Button>
          </InputGroup>
        </Form>
      </div>
      {labels.length > 0 ? (
        <ul className="list-unstyled row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-3">
          {labels.map((label) => (
            <li key={label} className="col">
              <TableQrCard
                label={label}
                url={buildUrl(label)}
                restaurantName={restaurantName}
                onRemove={() => save(labels.filter((other) => other !== label))}
                onSaved={onSaved}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-body-secondary">Nenhuma mesa na lista.</p>
      )}
    </section>
  );
}
