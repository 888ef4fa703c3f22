import { useParams } from 'wouter';
import { MerchantNavbar } from '@/components/ui/merchant-navbar';
import { CatalogEditorScreen } from '@/features/catalog/components/catalog-editor-screen';

/** `/merchant/catalogs/{catalogId}`: the top bar and the catalog editor. */
export function CatalogEditorPage() {
  const { catalogId = '' } = useParams<{ catalogId: string }>();
  return (
    <>
      <MerchantNavbar />
      <CatalogEditorScreen key={catalogId} catalogId={catalogId} />
    </>
  );
}
