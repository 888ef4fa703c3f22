import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useMerchantErrorHandler } from '@/hooks/use-merchant-error-handler';
import { useCreateCatalogMutation } from '../api/create-catalog.api';
import { catalogErrorOptions } from '../catalog-errors';

export interface NewCatalogDialogProps {
  merchantId: string;
  isOpen: boolean;
  onClose: () => void;
}

/** 'Novo catálogo': a name and whether it is the active one. */
export function NewCatalogDialog({ merchantId, isOpen, onClose }: NewCatalogDialogProps) {
  const create = useCreateCatalogMutation(merchantId);
  const handleError = useMerchantErrorHandler(catalogErrorOptions);
  const [name, setName] = useState('');
  const [active, setActive] = useState(false);
  const titleId = useId();
  const nameId = useId();
  const activeId = useId();

  const close = () => {
    setName('');
    setActive(false);
    onClose();
  };

  return (
    <Modal show={isOpen} onHide={close} centered aria-labelledby={titleId}>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim() === '') return;
          create.mutate(
            { merchantId, name: name.trim(), active },
            { onSuccess: close, onError: (error) => handleError(error, 'Erro ao salvar') },
          );
        }}
      >
        <Modal.Header closeButton closeLabel="Fechar">
          <Modal.Title id={titleId} as="h2" className="h5">
            Novo catálogo
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId={nameId} className="mb-3">
            <Form.Label>Nome</Form.Label>
            <Form.Control
              value={name}
              maxLength={80}
              autoFocus
              required
              onChange={(event) => setName(event.target.value)}
            />
          </Form.Group>
          <Form.Check
            type="switch"
            role="switch"
            id={activeId}
            label="Ativo"
            checked={active}
            onChange={(event) => setActive(event.target.checked)}
          />
          {active ? (
            <p className="text-danger small mt-2 mb-0">somente um cardápio pode estar ativo.</p>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={close}>
            Cancelar
          </Button>
          <Button type="submit" disabled={name.trim() === '' || create.isPending}>
            Criar
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
