import type { Category, Item } from '@suavez/shared/contracts/catalog.contract';
import { useState } from 'react';
import Accordion from 'react-bootstrap/Accordion';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'wouter';
import { useMerchantErrorHandler, useMerchantQueryError } from '@/hooks/use-merchant-error-handler';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCatalogQuery } from '../api/get-catalog.api';
import { useReorderCategoriesMutation } from '../api/reorder-categories.api';
import { catalogErrorOptions } from '../catalog-errors';
import { useMerchantId } from '../hooks/use-merchant-id';
import { moveId } from '../utils/move-id';
import { CategoryDialog } from './category-dialog';
import { CategoryPanel } from './category-panel';
import { ItemDialog } from './item-dialog';

type CategoryDialogState = { category: Category | null; isOpen: boolean; key: number };
type ItemDialogState = {
  categoryId: string;
  categoryName: string;
  item: Item | null;
  isOpen: boolean;
  key: number;
};

/** `/merchant/catalogs/{catalogId}`: the catalog's categories (all open) and items, edited in dialogs. */
export function CatalogEditorScreen({ catalogId }: { catalogId: string }) {
  const merchantId = useMerchantId();
  const catalog = useCatalogQuery(catalogId, merchantId);
  const reorder = useReorderCategoriesMutation(catalogId);
  const handleError = useMerchantErrorHandler(catalogErrorOptions);
  const [closedIds, setClosedIds] = useState<ReadonlySet<string>>(new Set());
  const [categoryDialog, setCategoryDialog] = useState<CategoryDialogState | null>(null);
  const [itemDialog, setItemDialog] = useState<ItemDialogState | null>(null);
  useDocumentTitle(catalog.data?.name ?? 'Cardápio');
  useMerchantQueryError(catalog, 'Erro ao buscar catálogos', catalogErrorOptions);

  if (!catalog.data) {
    return (
      <main className="container py-5 text-center">
        <h1 className={catalog.isPending ? 'visually-hidden' : 'h3 mb-3'}>Cardápio</h1>
        {catalog.isPending ? (
          <Spinner animation="border" role="status">
            <span className="visually-hidden">Carregando...</span>
          </Spinner>
        ) : (
          <Link href="/merchant/catalogs">Voltar</Link>
        )}
      </main>
    );
  }

  const categories = catalog.data.categories;
  const categoryIds = categories.map((category) => category.id);
  return (
    <main className="container py-4" style={{ maxWidth: '64rem' }}>
      <Link href="/merchant/catalogs" className="small">
        Cardápio
      </Link>
      <h1 className="h3 mt-2 mb-4">{catalog.data.name}</h1>
      {categories.length > 0 ? (
        <Accordion
          alwaysOpen
          activeKey={categoryIds.filter((id) => !closedIds.has(id))}
          onSelect={(keys) => {
            const open = new Set(Array.isArray(keys) ? keys : keys ? [keys] : []);
            setClosedIds(new Set(categoryIds.filter((id) => !open.has(id))));
          }}
          className="mb-3"
        >
          {categories.map((category, index) => (
            <CategoryPanel
              key={category.id}
              catalogId={catalogId}
              category={category}
              index={index}
              count={categories.length}
              isReorderingCategories={reorder.isPending}
              onMoveCategory={(delta) =>
                reorder.mutate(
                  { catalogId, categoryIds: moveId(categoryIds, index, delta) },
                  { onError: (error) => handleError(error, 'Erro ao atualizar categoria') },
                )
              }
              onEditCategory={() => setCategoryDialog({ category, isOpen: true, key: Date.now() })}
              onAddItem={() =>
                setItemDialog({
                  categoryId: category.id,
                  categoryName: category.name,
                  item: null,
                  isOpen: true,
                  key: Date.now(),
                })
              }
              onEditItem={(item) =>
                setItemDialog({
                  categoryId: category.id,
                  categoryName: category.name,
                  item,
                  isOpen: true,
                  key: Date.now(),
                })
              }
            />
          ))}
        </Accordion>
      ) : null}
      <Button
        variant="outline-primary"
        onClick={() => setCategoryDialog({ category: null, isOpen: true, key: Date.now() })}
      >
        Adicionar categoria
      </Button>
      {categoryDialog ? (
        <CategoryDialog
          key={categoryDialog.key}
          catalogId={catalogId}
          category={categoryDialog.category}
          isOpen={categoryDialog.isOpen}
          onClose={() => setCategoryDialog({ ...categoryDialog, isOpen: false })}
          onExited={() => setCategoryDialog(null)}
        />
      ) : null}
      {itemDialog ? (
        <ItemDialog
          key={itemDialog.key}
          catalogId={catalogId}
          categoryId={itemDialog.categoryId}
          categoryName={itemDialog.categoryName}
          item={itemDialog.item}
          isOpen={itemDialog.isOpen}
          onClose={() => setItemDialog({ ...itemDialog, isOpen: false })}
          onExited={() => setItemDialog(null)}
        />
      ) : null}
    </main>
  );
}
