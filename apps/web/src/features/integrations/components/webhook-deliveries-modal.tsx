import type { WebhookEndpoint } from '@suavez/shared/contracts/integration-answers.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Button, Modal, Spinner, Table } from 'react-bootstrap';
import { useMerchantErrorHandler, useMerchantQueryError } from '@/hooks/use-merchant-error-handler';
import { notify } from '@/lib/notify';
import { useWebhookDeliveriesQuery, webhookDeliveriesKey } from '../api/list-webhook-deliveries.api';
import { retryWebhookDelivery } from '../api/retry-webhook-delivery.api';
import {
  describeWebhookType,
  formatIntegrationDate,
  webhookDeliveryStatusLabels,
} from '../utils/integration-labels';

/** 'Entregas': an endpoint's last deliveries, each with 'Reenviar' (docs/integrations.md#delivery). */
export function WebhookDeliveriesModal({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
}) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const endpointId = endpoint?.id ?? null;
  const deliveriesQuery = useWebhookDeliveriesQuery(endpointId);
  useMerchantQueryError(deliveriesQuery, 'Não foi possível carregar as entregas.');
  const handleError = useMerchantErrorHandler();

  const retry = useMutation({
    mutationFn: (deliveryId: string) => retryWebhookDelivery(endpointId ?? '', deliveryId),
    onSuccess: async () => {
      notify('success', 'Entrega enviada de novo.');
      await queryClient.invalidateQueries({ queryKey: webhookDeliveriesKey(endpointId ?? '') });
    },
    onError: (error) => handleError(error, 'Não foi possível reenviar.'),
  });

  const deliveries = deliveriesQuery.data;
  return (
    <Modal show={endpoint !== null} onHide={onClose} centered size="lg" aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel="Fechar">
        <Modal.Title id={titleId} as="h2" className="h5 text-break">
          Entregas para {endpoint?.url}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {deliveries === undefined && deliveriesQuery.isPending && (
          <Spinner role="status" aria-label="Carregando as entregas" />
        )}
        {deliveries && deliveries.length === 0 && <p className="mb-0">Nenhuma entrega ainda.</p>}
        {deliveries && deliveries.length > 0 && (
          <Table responsive size="sm" className="align-middle mb-0" aria-label="Entregas">
            <thead>
              <tr>
                <th scope="col">Evento</th>
                <th scope="col">Situação</th>
                <th scope="col">Tentativas</th>
                <th scope="col">Última resposta</th>
                <th scope="col">Próxima tentativa</th>
                <th scope="col">
                  <span className="visually-hidden">Ações</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((delivery) => (
                <tr key={delivery.id}>
                  <td>{describeWebhookType(delivery.type)}</td>
                  <td>{webhookDeliveryStatusLabels[delivery.status]}</td>
                  <td>{delivery.attempts}</td>
                  <td>{delivery.lastStatusCode ?? (delivery.attempts === 0 ? '—' : 'Sem resposta')}</td>
                  <td>
                    {delivery.status === 'pending' ? formatIntegrationDate(delivery.nextAttemptAt, '—') : '—'}
                  </td>
                  <td className="text-end">
                    <Button
                      variant="outline-primary"
                      size="sm"
                      disabled={retry.isPending}
                      onClick={() => retry.mutate(delivery.id)}
                    >
                      Reenviar
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Modal.Body>
    </Modal>
  );
}
