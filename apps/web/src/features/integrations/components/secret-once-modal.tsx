import { useId, useState } from 'react';
import { Alert, Button, Form, InputGroup, Modal } from 'react-bootstrap';
import { notify } from '@/lib/notify';

export interface SecretOnceModalProps {
  /** The key or the signing secret; null keeps the dialog closed. */
  secret: string | null;
  title: string;
  /** What the field is called: 'Chave de API', 'Segredo de assinatura'. */
  label: string;
  onClose: () => void;
}

/**
 * A key or a secret the server sends once and keeps only hashed or sealed (rules §15): shown here with
 * 'Copiar' and the warning that it will not be shown again.
 */
export function SecretOnceModal({ secret, title, label, onClose }: SecretOnceModalProps) {
  const titleId = useId();
  const fieldId = useId();
  const [isCopied, setCopied] = useState(false);

  const copy = async () => {
    if (secret === null) return;
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      notify('success', 'Copiado.');
    } catch {
      notify('error', 'Não foi possível copiar. Selecione o texto e copie à mão.');
    }
  };

  const close = () => {
    setCopied(false);
    onClose();
  };

  return (
    <Modal show={secret !== null} onHide={close} centered backdrop="static" aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel="Fechar">
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Alert variant="warning">Guarde agora: por segurança, isto não será mostrado de novo.</Alert>
        <Form.Label htmlFor={fieldId}>{label}</Form.Label>
        <InputGroup>
          <Form.Control
            id={fieldId}
            readOnly
            value={secret ?? ''}
            className="font-monospace"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="outline-primary" onClick={copy}>
            {isCopied ? 'Copiado' : 'Copiar'}
          </Button>
        </InputGroup>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={close}>
          Já guardei
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
