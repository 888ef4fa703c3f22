import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'wouter';
import { useMerchantQueryError } from '@/hooks/use-merchant-error-handler';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCatalogsQuery } from '../api/list-catalogs.api';
import { catalogErrorOptions } from '../catalog-errors';
import { useMerchantId } from '../hooks/use-merchant-id';
import { CatalogRow } from './catalog-row';
import { NewCatalogDialog } from './new-catalog-dialog';

/** `/merchant/catalogs`: the merchant's catalogs, renamed and (de)activated in place. */
export function CatalogListScreen() {
  useDocumentTitle('Cardápio');
  const merchantId = useMerchantId();
  const catalogs = useCatalogsQuery(merchantId);
  useMerchantQueryError(catalogs, 'Erro ao buscar catálogos', catalogErrorOptions);
  const [isCreating, setIsCreating] = useState(false);

  return (
    <main className="container py-4" style={{ maxWidth: '52rem' }}>
      <Link href="/merchant" className="small">
        Voltar
      </Link>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-2 mb-4">
        <h1 className="h3 mb-0">Cardápio</h1>
        <Button onClick={() => setIsCreating(true)}>Novo catálogo</Button>
      </div>
      {catalogs.isPending ? (
        <div className="text-center py-5">
          <Spinner animation="border" role="status">
            <span className="visually-hidden">Carregando...</span>
          </Spinner>
        </div>
      ) : (
        <ul className="list-group" aria-label="Cardápios">
          {(catalogs.data ?? []).map((catalog) => (
            <CatalogRow key={catalog.id} catalog={catalog} merchantId={merchantId} />
          ))}
        </ul>
      )}
      <NewCatalogDialog merchantId={merchantId} isOpen={isCreating} onClose={() => setIsCreating(false)} />
    </main>
  );
}
