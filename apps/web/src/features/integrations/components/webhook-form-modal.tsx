import type { WebhookEndpoint } from '@suavez/shared/contracts/integration-answers.contract';
import { type WebhookEventType, webhookEventTypes } from '@suavez/shared/domain/integrations';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button, Form, Modal, Spinner } from 'react-bootstrap';
import { webhookEventLabels } from '../utils/integration-labels';

/** What the form sends: a new endpoint's URL and events, or an edit that may also turn it on or off. */
export interface WebhookFormValues {
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
}

export interface WebhookFormModalProps {
  isOpen: boolean;
  /** The endpoint being edited; null for 'Novo webhook'. */
  editing: WebhookEndpoint | null;
  isPending: boolean;
  onSubmit: (values: WebhookFormValues) => void;
  onClose: () => void;
}

const isEvent = (value: string): value is WebhookEventType =>
  (webhookEventTypes as readonly string[]).includes(value);

/** A URL the browser can read as http(s); the server checks the rest (https in production, no private address). */
function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** 'Novo webhook' and 'Editar webhook': the URL, the events to receive and, when editing, 'Ativo'. */
export function WebhookFormModal({ isOpen, editing, isPending, onSubmit, onClose }: WebhookFormModalProps) {
  const titleId = useId();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [enabled, setEnabled] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!isOpen) return;
    setUrl(editing?.url ?? '');
    setEvents(editing ? editing.events.filter(isEvent) : []);
    setEnabled(editing?.enabled ?? true);
    setProblem(null);
  }, [isOpen, editing]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isWebUrl(url.trim())) return setProblem('Informe um endereço que comece com https://.');
    if (events.length === 0) return setProblem('Escolha ao menos um evento.');
    setProblem(null);
    onSubmit({ url: url.trim(), events: webhookEventTypes.filter((type) => events.includes(type)), enabled });
  };

  const toggle = (type: WebhookEventType, isOn: boolean) =>
    setEvents((current) => (isOn ? [...current, type] : current.filter((t) => t !== type)));

  return (
    <Modal show={isOpen} onHide={onClose} centered aria-labelledby={titleId}>
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel="Fechar">
          <Modal.Title id={titleId} as="h2" className="h5">
            {editing ? 'Editar webhook' : 'Novo webhook'}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group className="mb-3" controlId="webhook-url">
            <Form.Label>URL</Form.Label>
            <Form.Control
              type="url"
              inputMode="url"
              value={url}
              placeholder="https://caixa.exemplo.com.br/suavez"
              onChange={(event) => setUrl(event.target.value)}
              autoFocus
            />
          </Form.Group>
          <fieldset>
            <legend className="fs-6 fw-semibold">Eventos</legend>
            {webhookEventTypes.map((type) => (
              <Form.Check
                key={type}
                id={`webhook-event-${type}`}
                label={webhookEventLabels[type]}
                checked={events.includes(type)}
                onChange={(event) => toggle(type, event.target.checked)}
              />
            ))}
          </fieldset>
          {editing && (
            <Form.Check
              type="switch"
              className="mt-3"
              id="webhook-enabled"
              label="Ativo"
              checked={enabled}
              onChange={(event) => setEnabled(event.target.checked)}
            />
          )}
          {problem && (
            <p className="text-danger mt-2 mb-0" role="alert">
              {problem}
            </p>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button type="submit" disabled={isPending}>
            {isPending && <Spinner size="sm" className="me-1" aria-hidden="true" />}
            {editing ? 'Salvar' : 'Criar webhook'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
