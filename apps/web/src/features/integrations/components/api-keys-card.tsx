import type { ApiKeySummary, CreatedApiKey } from '@suavez/shared/contracts/integration-answers.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Card, Spinner, Table } from 'react-bootstrap';
import { useMerchantErrorHandler, useMerchantQueryError } from '@/hooks/use-merchant-error-handler';
import { notify } from '@/lib/notify';
import { apiKeysKey, useApiKeysQuery } from '../api/list-api-keys.api';
import { revokeApiKey } from '../api/revoke-api-key.api';
import { apiKeyScopeLabels, formatIntegrationDate } from '../utils/integration-labels';
import { ConfirmModal } from './confirm-modal';
import { NewApiKeyModal } from './new-api-key-modal';
import { SecretOnceModal } from './secret-once-modal';

/** 'Chaves de API': the keys a POS, a kiosk or a booking site use (docs/integrations.md#keys). */
export function ApiKeysCard() {
  const queryClient = useQueryClient();
  const keysQuery = useApiKeysQuery();
  useMerchantQueryError(keysQuery, 'Não foi possível carregar as chaves.');
  const handleError = useMerchantErrorHandler();
  const [isCreating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKeySummary | null>(null);

  const revoke = useMutation({
    mutationFn: (key: ApiKeySummary) => revokeApiKey(key.id),
    onSuccess: async (_answer, key) => {
      setRevoking(null);
      notify('success', `Chave "${key.name}" revogada: ela não funciona mais.`);
      await queryClient.invalidateQueries({ queryKey: apiKeysKey });
    },
    onError: (error) => handleError(error, 'Não foi possível revogar a chave.'),
  });

  const keys = keysQuery.data;
  return (
    <Card className="shadow-sm mb-4">
      <Card.Body>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <h2 className="h5 mb-0 flex-grow-1">Chaves de API</h2>
          <Button onClick={() => setCreating(true)}>Nova chave</Button>
        </div>
        <p className="text-body-secondary small">
          Um sistema de caixa, um totem ou um site de reservas usa uma chave para ler e mudar a fila, os
          pedidos e o cardápio, só no que as permissões deixam.
        </p>
        {keys === undefined && keysQuery.isPending && (
          <Spinner role="status" aria-label="Carregando as chaves" />
        )}
        {keys && keys.length === 0 && <p className="mb-0">Nenhuma chave criada.</p>}
        {keys && keys.length > 0 && (
          <Table responsive size="sm" className="align-middle mb-0" aria-label="Chaves de API">
            <thead>
              <tr>
                <th scope="col">Nome</th>
                <th scope="col">Início da chave</th>
                <th scope="col">Permissões</th>
                <th scope="col">Criada em</th>
                <th scope="col">Último uso</th>
                <th scope="col">
                  <span className="visually-hidden">Ações</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.map((key) => (
                <tr key={key.id}>
                  <td className="text-break">{key.name}</td>
                  <td className="font-monospace">{key.prefix}…</td>
                  <td>{key.scopes.map((scope) => apiKeyScopeLabels[scope]).join(', ')}</td>
                  <td>{formatIntegrationDate(key.createdAt)}</td>
                  <td>{formatIntegrationDate(key.lastUsedAt)}</td>
                  <td className="text-end">
                    <Button
                      variant="outline-danger"
                      size="sm"
                      aria-label={`Revogar a chave ${key.name}`}
                      onClick={() => setRevoking(key)}
                    >
                      Revogar
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card.Body>
      <NewApiKeyModal
        isOpen={isCreating}
        onClose={() => setCreating(false)}
        onCreated={(answer) => {
          setCreating(false);
          setCreated(answer);
          void queryClient.invalidateQueries({ queryKey: apiKeysKey });
        }}
      />
      <SecretOnceModal
        secret={created?.key ?? null}
        title={`Chave "${created?.name ?? ''}" criada`}
        label="Chave de API"
        onClose={() => setCreated(null)}
      />
      <ConfirmModal
        isOpen={revoking !== null}
        title="Revogar chave"
        text={`Revogar "${revoking?.name ?? ''}"? O sistema que a usa perde o acesso na hora.`}
        action="Revogar"
        isPending={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking)}
        onClose={() => setRevoking(null)}
      />
    </Card>
  );
}
