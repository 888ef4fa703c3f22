// Types only: keeps zod out of the consumer's pages (their JS budget is 100 KB gzip).
import type { PublicMenu } from '@suavez/shared/contracts/catalog.contract';
import { apiFetch } from '@/lib/api-client';

/**
 * `GET /catalog/full?merchantId`: the active catalog's categories with their items, in order (the public
 * menu and the table's menu).
 */
export function getPublicMenu(merchantId: string, signal?: AbortSignal): Promise<PublicMenu> {
  return apiFetch<PublicMenu>('/catalog/full', { query: { merchantId }, signal });
}
