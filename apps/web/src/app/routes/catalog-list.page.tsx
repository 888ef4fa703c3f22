import { MerchantNavbar } from '@/components/ui/merchant-navbar';
import { CatalogListScreen } from '@/features/catalog/components/catalog-list-screen';

/** `/merchant/catalogs`: the top bar and the catalog list. */
export function CatalogListPage() {
  return (
    <>
      <MerchantNavbar />
      <CatalogListScreen />
    </>
  );
}
