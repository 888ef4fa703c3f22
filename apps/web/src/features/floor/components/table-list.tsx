import type { RestaurantTable } from '@suavez/shared/contracts/tables.contract';
import { tableLabelText } from '@suavez/shared/domain/table-label';
import { useState } from 'react';
import { Alert, Badge, Button, Card, ListGroup, Modal, Spinner } from 'react-bootstrap';
import { notify } from '@/lib/notify';
import { deleteTable } from '../api/delete-table.api';
import { updateTable } from '../api/update-table.api';
import { groupTablesByArea, seatsText } from '../utils/table-groups';
import { TableForm, type TableFormValues } from './table-form';
import { useTableChange } from './use-table-change';

function EditTableDialog({ table, onClose }: { table: RestaurantTable; onClose: () => void }) {
  const { mutation, problem } = useTableChange({
    run: (values: TableFormValues) => updateTable(table.id, values),
    failure: 'Não foi possível alterar a mesa.',
    onDone: () => {
      notify('success', 'Mesa alterada.');
      onClose();
    },
  });
  return (
    <Modal show onHide={onClose} aria-labelledby="table-edit-title" size="lg">
      <Modal.Header closeButton closeLabel="Fechar">
        <Modal.Title id="table-edit-title" as="h2" className="h5">
          Alterar {tableLabelText(table.label)}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <TableForm
          idPrefix="table-edit"
          initial={table}
          submitLabel="Salvar"
          isPending={mutation.isPending}
          problem={problem}
          onSubmit={(values) => mutation.mutate(values)}
        />
      </Modal.Body>
    </Modal>
  );
}

function RemoveTableDialog({ table, onClose }: { table: RestaurantTable; onClose: () => void }) {
  const { mutation, problem } = useTableChange({
    run: () => deleteTable(table.id),
    failure: 'Não foi possível remover a mesa.',
    onDone: () => {
      notify('success', 'Mesa removida.');
      onClose();
    },
  });
  return (
    <Modal show onHide={onClose} aria-labelledby="table-remove-title">
      <Modal.Header closeButton closeLabel="Fechar">
        <Modal.Title id="table-remove-title" as="h2" className="h5">
          Remover {tableLabelText(table.label)}?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">
          A mesa sai da lista. As visitas que já passaram por ela continuam no histórico.
        </p>
        {problem && (
          <Alert variant="danger" className="mt-3 mb-0">
            {problem}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Cancelar
        </Button>
        <Button variant="danger" disabled={mutation.isPending} onClick={() => mutation.mutate(undefined)}>
          {mutation.isPending ? <Spinner size="sm" role="status" aria-label="Removendo" /> : 'Remover'}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/** The tables grouped by area, each with its seats, whether someone sits there, and 'Alterar' and 'Remover'. */
export function TableList({ tables }: { tables: readonly RestaurantTable[] }) {
  const [editing, setEditing] = useState<RestaurantTable | null>(null);
  const [removing, setRemoving] = useState<RestaurantTable | null>(null);
  if (tables.length === 0) {
    return <p className="text-body-secondary">Nenhuma mesa ainda. Crie as mesas acima.</p>;
  }
  return (
    <>
      {groupTablesByArea(tables).map((group) => (
        <Card key={group.area} className="shadow-sm mb-3">
          <Card.Header as="h2" className="h6 mb-0">
            {group.area} ({group.tables.length})
          </Card.Header>
          <ListGroup variant="flush" aria-label={`Mesas: ${group.area}`} as="ul">
            {group.tables.map((table) => {
              const name = tableLabelText(table.label);
              return (
                <ListGroup.Item key={table.id} as="li" className="d-flex flex-wrap align-items-center gap-2">
                  <span className="fw-semibold">{name}</span>
                  <span className="text-body-secondary">{seatsText(table)}</span>
                  {table.state === 'SEATED' && (
                    <Badge bg="warning" text="dark">
                      Ocupada
                    </Badge>
                  )}
                  <span className="ms-auto d-flex gap-2">
                    <Button
                      variant="outline-primary"
                      aria-label={`Alterar ${name}`}
                      onClick={() => setEditing(table)}
                    >
                      Alterar
                    </Button>
                    <Button
                      variant="outline-danger"
                      aria-label={`Remover ${name}`}
                      onClick={() => setRemoving(table)}
                    >
                      Remover
                    </Button>
                  </span>
                </ListGroup.Item>
              );
            })}
          </ListGroup>
        </Card>
      ))}
      {editing && <EditTableDialog table={editing} onClose={() => setEditing(null)} />}
      {removing && <RemoveTableDialog table={removing} onClose={() => setRemoving(null)} />}
    </>
  );
}
