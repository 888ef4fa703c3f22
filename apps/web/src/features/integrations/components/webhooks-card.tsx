import type { CreatedWebhook, WebhookEndpoint } from '@suavez/shared/contracts/integration-answers.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge, Button, Card, ListGroup, Spinner } from 'react-bootstrap';
import { useMerchantErrorHandler, useMerchantQueryError } from '@/hooks/use-merchant-error-handler';
import { isApiError } from '@/lib/api-client';
import { toastApiError } from '@/lib/api-errors';
import { notify } from '@/lib/notify';
import { createWebhook } from '../api/create-webhook.api';
import { deleteWebhook } from '../api/delete-webhook.api';
import { useWebhooksQuery, webhooksKey } from '../api/list-webhooks.api';
import { testWebhook } from '../api/test-webhook.api';
import { updateWebhook } from '../api/update-webhook.api';
import { describeWebhookType } from '../utils/integration-labels';
import { ConfirmModal } from './confirm-modal';
import { SecretOnceModal } from './secret-once-modal';
import { WebhookDeliveriesModal } from './webhook-deliveries-modal';
import { WebhookFormModal, type WebhookFormValues } from './webhook-form-modal';

/** The form: closed, a new endpoint, or one being edited. */
type FormState = { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; endpoint: WebhookEndpoint };

/** 'Webhooks': the addresses that receive each event, signed (docs/integrations.md#webhooks). */
export function WebhooksCard() {
  const queryClient = useQueryClient();
  const webhooksQuery = useWebhooksQuery();
  useMerchantQueryError(webhooksQuery, 'Não foi possível carregar os webhooks.');
  const handleError = useMerchantErrorHandler();
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [watching, setWatching] = useState<WebhookEndpoint | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: webhooksKey });

  const save = useMutation({
    mutationFn: async (values: WebhookFormValues) => {
      if (form.mode === 'edit') {
        await updateWebhook(form.endpoint.id, values);
        return null;
      }
      return createWebhook({ url: values.url, events: values.events });
    },
    onSuccess: async (answer) => {
      setForm({ mode: 'closed' });
      if (answer) setCreated(answer);
      else notify('success', 'Webhook salvo.');
      await reload();
    },
    // The server says why it refused a URL (https only, no private address: docs/integrations.md#webhooks).
    onError: (error) =>
      isApiError(error, 400, 409, 422)
        ? toastApiError(error, 'Não foi possível salvar o webhook.', { preferServerMessage: true })
        : handleError(error, 'Não foi possível salvar o webhook.'),
  });

  const remove = useMutation({
    mutationFn: (endpoint: WebhookEndpoint) => deleteWebhook(endpoint.id),
    onSuccess: async () => {
      setDeleting(null);
      notify('success', 'Webhook excluído.');
      await reload();
    },
    onError: (error) => handleError(error, 'Não foi possível excluir o webhook.'),
  });

  const ping = useMutation({
    mutationFn: (endpoint: WebhookEndpoint) => testWebhook(endpoint.id),
    onSuccess: () => notify('success', 'Teste enviado. Veja o resultado em Entregas.'),
    onError: (error) => handleError(error, 'Não foi possível enviar o teste.'),
  });

  const endpoints = webhooksQuery.data;
  return (
    <Card className="shadow-sm mb-4">
      <Card.Body>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <h2 className="h5 mb-0 flex-grow-1">Webhooks</h2>
          <Button onClick={() => setForm({ mode: 'new' })}>Novo webhook</Button>
        </div>
        <p className="text-body-secondary small">
          A cada evento escolhido, o SuaVez avisa o endereço com uma mensagem assinada; se ele não responder,
          tentamos de novo por até um dia.
        </p>
        {endpoints === undefined && webhooksQuery.isPending && (
          <Spinner role="status" aria-label="Carregando os webhooks" />
        )}
        {endpoints && endpoints.length === 0 && <p className="mb-0">Nenhum webhook cadastrado.</p>}
        {endpoints && endpoints.length > 0 && (
          <ListGroup as="ul" variant="flush" aria-label="Webhooks">
            {endpoints.map((endpoint) => (
              <ListGroup.Item as="li" key={endpoint.id} className="px-0">
                <div className="d-flex flex-wrap align-items-center gap-2">
                  <span className="font-monospace text-break flex-grow-1">{endpoint.url}</span>
                  {endpoint.enabled ? (
                    <Badge bg="success">Ativo</Badge>
                  ) : (
                    <Badge bg="secondary">Desligado</Badge>
                  )}
                </div>
                {!endpoint.enabled && endpoint.disabledReason && (
                  <p className="text-danger small mb-1">{endpoint.disabledReason}</p>
                )}
                <p className="small text-body-secondary mb-1">
                  {endpoint.events.map(describeWebhookType).join(', ')}
                </p>
                {endpoint.consecutiveFailures > 0 && (
                  <p className="small text-warning-emphasis mb-1">
                    {endpoint.consecutiveFailures === 1
                      ? '1 falha seguida'
                      : `${endpoint.consecutiveFailures} falhas seguidas`}
                  </p>
                )}
                <div className="d-flex flex-wrap gap-2 mt-2">
                  <Button size="sm" variant="outline-primary" onClick={() => setWatching(endpoint)}>
                    Entregas
                  </Button>
                  <Button
                    size="sm"
                    variant="outline-primary"
                    disabled={ping.isPending}
                    onClick={() => ping.mutate(endpoint)}
                  >
                    Testar
                  </Button>
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    onClick={() => setForm({ mode: 'edit', endpoint })}
                  >
                    Editar
                  </Button>
                  <Button size="sm" variant="outline-danger" onClick={() => setDeleting(endpoint)}>
                    Excluir
                  </Button>
                </div>
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
      </Card.Body>
      <WebhookFormModal
        isOpen={form.mode !== 'closed'}
        editing={form.mode === 'edit' ? form.endpoint : null}
        isPending={save.isPending}
        onSubmit={(values) => save.mutate(values)}
        onClose={() => setForm({ mode: 'closed' })}
      />
      <SecretOnceModal
        secret={created?.secret ?? null}
        title="Webhook criado"
        label="Segredo de assinatura"
        onClose={() => setCreated(null)}
      />
      <ConfirmModal
        isOpen={deleting !== null}
        title="Excluir webhook"
        text={`Excluir ${deleting?.url ?? ''}? Nada mais será enviado para esse endereço.`}
        action="Excluir"
        isPending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      />
      <WebhookDeliveriesModal endpoint={watching} onClose={() => setWatching(null)} />
    </Card>
  );
}
