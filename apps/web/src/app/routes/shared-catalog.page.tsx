import { useSearch } from 'wouter';
import { SharedCatalogRedirect } from '@/features/ordering/components/shared-catalog-redirect';

/** `/queue/shared/catalog?qoid={queueId}`: the link a table shares with friends. */
export function SharedCatalogPage() {
  const queueId = new URLSearchParams(useSearch()).get('qoid')?.trim() || null;
  return <SharedCatalogRedirect queueId={queueId} />;
}
