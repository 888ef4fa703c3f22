import { CatalogListScreen } from '@/features/catalog/components/catalog-list-screen';

/** `/merchant/catalogs`: the catalog list. */
export function CatalogListPage() {
  return <CatalogListScreen />;
}
