import type { CreatedApiKey } from '@suavez/shared/contracts/integration-answers.contract';
import { type ApiKeyScope, apiKeyScopes } from '@suavez/shared/domain/integrations';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Button, Form, Modal, Spinner } from 'react-bootstrap';
import { useMerchantErrorHandler } from '@/hooks/use-merchant-error-handler';
import { createApiKey } from '../api/create-api-key.api';
import { apiKeyScopeLabels } from '../utils/integration-labels';

export interface NewApiKeyModalProps {
  isOpen: boolean;
  onClose: () => void;
  onCreated: (created: CreatedApiKey) => void;
}

/** 'Nova chave': a name the owner recognises and what the tool may do. */
export function NewApiKeyModal({ isOpen, onClose, onCreated }: NewApiKeyModalProps) {
  const titleId = useId();
  const handleError = useMerchantErrorHandler();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const reset = () => {
    setName('');
    setScopes([]);
    setProblem(null);
  };

  const create = useMutation({
    mutationFn: createApiKey,
    onSuccess: (created) => {
      reset();
      onCreated(created);
    },
    onError: (error) => handleError(error, 'Não foi possível criar a chave.'),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return setProblem('Dê um nome à chave.');
    if (scopes.length === 0) return setProblem('Escolha ao menos uma permissão.');
    setProblem(null);
    create.mutate({ name: name.trim(), scopes: apiKeyScopes.filter((scope) => scopes.includes(scope)) });
  };

  const toggle = (scope: ApiKeyScope, isOn: boolean) =>
    setScopes((current) => (isOn ? [...current, scope] : current.filter((s) => s !== scope)));

  return (
    <Modal
      show={isOpen}
      onHide={() => {
        reset();
        onClose();
      }}
      centered
      aria-labelledby={titleId}
    >
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel="Fechar">
          <Modal.Title id={titleId} as="h2" className="h5">
            Nova chave
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group className="mb-3" controlId="api-key-name">
            <Form.Label>Nome</Form.Label>
            <Form.Control
              value={name}
              maxLength={80}
              placeholder="Ex.: Sistema do caixa"
              onChange={(event) => setName(event.target.value)}
              autoFocus
            />
          </Form.Group>
          <fieldset>
            <legend className="fs-6 fw-semibold">Permissões</legend>
            {apiKeyScopes.map((scope) => (
              <Form.Check
                key={scope}
                id={`api-key-scope-${scope}`}
                label={apiKeyScopeLabels[scope]}
                checked={scopes.includes(scope)}
                onChange={(event) => toggle(scope, event.target.checked)}
              />
            ))}
          </fieldset>
          {problem && (
            <p className="text-danger mt-2 mb-0" role="alert">
              {problem}
            </p>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending && <Spinner size="sm" className="me-1" aria-hidden="true" />}
            Criar chave
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
