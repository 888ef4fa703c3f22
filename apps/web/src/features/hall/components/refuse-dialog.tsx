import { MAX_UNIT_NOTE_LENGTH } from '@suavez/shared/domain/item-options';
import { useId, useState } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';

/** Reasons a restaurant often gives; the text field takes any other (docs/orders-and-bills.md#table-dialog). */
export const commonRefusalReasons = [
  'Item esgotado',
  'Cozinha fechada',
  'Pedido em duplicidade',
  'Ingrediente em falta',
] as const;

/** The reason that also offers to mark the items sold out. */
const SOLD_OUT_REASON = 'Item esgotado';

export interface RefuseDialogProps {
  show: boolean;
  /** How many units the refusal is for (1 from a row, the selection from the batch bar). */
  count: number;
  /** The menu items of those units, once each: what 'Esgotado' would mark. */
  items: readonly { id: string; name: string }[];
  isPending: boolean;
  onCancel: () => void;
  /** The reason, trimmed (undefined when none was given), and the items to mark 'Esgotado' (none unticked). */
  onConfirm: (reason: string | undefined, soldOutItemIds: string[]) => void;
}

/**
 * 'Recusar item': asks before refusing, with a reason the diner reads beside the refused item (up to 140
 * characters; one of the common ones fills it in), and can mark the items 'Esgotado' on the menu at the same
 * time (ticked by 'Item esgotado'). Opens above the table dialog, as ConfirmDialog does.
 */
export function RefuseDialog({ show, count, items, isPending, onCancel, onConfirm }: RefuseDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [isSoldOut, setIsSoldOut] = useState(false);
  const names = items.map((item) => item.name).join(', ');
  return (
    <Modal
      show={show}
      onHide={isPending ? () => undefined : onCancel}
      onExited={() => {
        setReason('');
        setIsSoldOut(false);
      }}
      centered
      aria-labelledby={`${id}-title`}
      style={{ zIndex: 1065 }}
      backdropClassName="hall-confirm-backdrop"
    >
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(reason.trim() || undefined, isSoldOut ? items.map((item) => item.id) : []);
        }}
      >
        <Modal.Header>
          <Modal.Title id={`${id}-title`} as="h2" className="h5">
            {count === 1 ? 'Recusar item' : `Recusar ${count} itens`}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>O cliente verá o motivo ao lado do item recusado.</p>
          <Form.Group controlId={`${id}-common`} className="mb-3">
            <Form.Label>Motivo comum</Form.Label>
            <Form.Select
              value={commonRefusalReasons.find((common) => common === reason) ?? ''}
              onChange={(event) => {
                setReason(event.target.value);
                if (event.target.value === SOLD_OUT_REASON) setIsSoldOut(true);
              }}
            >
              <option value="">Escolha ou escreva abaixo</option>
              {commonRefusalReasons.map((common) => (
                <option key={common} value={common}>
                  {common}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group controlId={`${id}-reason`}>
            <Form.Label>Motivo (opcional)</Form.Label>
            <Form.Control
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={MAX_UNIT_NOTE_LENGTH}
              autoComplete="off"
              aria-describedby={`${id}-count`}
            />
            <Form.Text id={`${id}-count`}>
              {reason.length}/{MAX_UNIT_NOTE_LENGTH} caracteres
            </Form.Text>
          </Form.Group>
          {items.length > 0 && (
            <Form.Check
              id={`${id}-sold-out`}
              className="mt-3"
              checked={isSoldOut}
              onChange={(event) => setIsSoldOut(event.target.checked)}
              label={`Marcar como esgotado no cardápio: ${names}`}
            />
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onCancel} disabled={isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="danger" disabled={isPending}>
            {isPending ? 'Processando...' : 'Recusar'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
