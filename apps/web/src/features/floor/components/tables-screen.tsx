import { Alert, Card, Spinner } from 'react-bootstrap';
import { useTablesQuery } from '@/api/list-tables.api';
import { MerchantNavbar } from '@/components/ui/merchant-navbar';
import { useMerchantQueryError } from '@/hooks/use-merchant-error-handler';
import { useCanStaff } from '@/hooks/use-merchant-role';
import { notify } from '@/lib/notify';
import { useDocumentTitle } from '@/lib/use-document-title';
import { createTable } from '../api/create-table.api';
import { TableForm } from './table-form';
import { TableImportForm } from './table-import-form';
import { TableList } from './table-list';
import { useTableChange } from './use-table-change';

function AddTableCard() {
  const { mutation, problem } = useTableChange({
    run: createTable,
    failure: 'Não foi possível criar a mesa.',
    onDone: (made) => notify('success', `Mesa ${made.label} criada.`),
  });
  return (
    <Card className="shadow-sm mb-4">
      <Card.Body>
        <h2 className="h5 mb-3">Adicionar mesa</h2>
        <TableForm
          idPrefix="table-add"
          submitLabel="Adicionar"
          isPending={mutation.isPending}
          problem={problem}
          onSubmit={(values) => mutation.mutate(values)}
        />
      </Card.Body>
    </Card>
  );
}

function TablesContent() {
  const tablesQuery = useTablesQuery();
  useMerchantQueryError(tablesQuery, 'Não foi possível carregar as mesas.');
  return (
    <>
      <TableImportForm />
      <AddTableCard />
      {tablesQuery.data ? (
        <TableList tables={tablesQuery.data} />
      ) : (
        tablesQuery.isPending && <Spinner role="status" aria-label="Carregando as mesas" />
      )}
    </>
  );
}

/**
 * `/merchant/mesas` (docs/tables.md): the owner defines the restaurant's tables, many at once ('Mesa 1..20, 4
 * lugares') or one by one, and changes or removes them. Anyone else sees why they cannot.
 */
export function TablesScreen() {
  useDocumentTitle('Mesas');
  const isOwner = useCanStaff('settings');
  return (
    <>
      <MerchantNavbar />
      <main className="container py-4" style={{ maxWidth: 960 }}>
        <h1 className="h3 mb-2">Mesas</h1>
        <p className="text-body-secondary">
          Com as mesas cadastradas, o check-in numa mesa mostra que ela está ocupada e a fila indica as mesas
          livres que cabem cada grupo.
        </p>
        {isOwner ? (
          <TablesContent />
        ) : (
          <Alert variant="info">Só o dono do estabelecimento cadastra as mesas.</Alert>
        )}
      </main>
    </>
  );
}
