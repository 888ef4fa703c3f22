import { type FormEvent, useState } from 'react';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import { notify } from '@/lib/notify';
import { importTables } from '../api/import-tables.api';
import { useTableChange } from './use-table-change';

/**
 * 'Criar várias mesas' (docs/tables.md#import): one line per group, 'Mesa 1..20, 4 lugares'; every table of
 * the text is made, or none (the server names the line or the label that stops it).
 */
export function TableImportForm() {
  const [text, setText] = useState('');
  const { mutation, problem } = useTableChange({
    run: importTables,
    failure: 'Não foi possível criar as mesas.',
    onDone: (made) => {
      setText('');
      notify('success', made.length === 1 ? '1 mesa criada.' : `${made.length} mesas criadas.`);
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!mutation.isPending) mutation.mutate({ text });
  }

  return (
    <Card className="shadow-sm mb-4">
      <Card.Body>
        <h2 className="h5 mb-3">Criar várias mesas</h2>
        <Form onSubmit={handleSubmit}>
          <Form.Group controlId="tables-import-text" className="mb-3">
            <Form.Label>Uma linha por grupo de mesas</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              required
              maxLength={5000}
              placeholder={'Mesa 1..20, 4 lugares\nMesa 21..24, 6 lugares, mínimo 3, Varanda'}
              aria-describedby="tables-import-help"
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
            <Form.Text id="tables-import-help">
              Escreva as mesas (1..20), os lugares e, se quiser, o mínimo de pessoas e a área.
            </Form.Text>
          </Form.Group>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? <Spinner size="sm" role="status" aria-label="Criando" /> : 'Criar mesas'}
          </Button>
          {problem && (
            <Alert variant="danger" className="mt-3 mb-0">
              {problem}
            </Alert>
          )}
        </Form>
      </Card.Body>
    </Card>
  );
}
