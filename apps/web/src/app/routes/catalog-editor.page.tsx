import { useParams } from 'wouter';
import { CatalogEditorScreen } from '@/features/catalog/components/catalog-editor-screen';

/** `/merchant/catalogs/{catalogId}`: the catalog editor. */
export function CatalogEditorPage() {
  const { catalogId = '' } = useParams<{ catalogId: string }>();
  return <CatalogEditorScreen key={catalogId} catalogId={catalogId} />;
}
