// Types only: keeps zod out of the consumer's pages (their JS budget is 100 KB gzip).
import type { PublicMenu } from '@suavez/shared/contracts/catalog.contract';
import { apiFetch } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n/i18n';

/**
 * `GET /catalog/full?merchantId[&lang]`: the active catalog's categories with their items, in order (the
 * public menu and the table's menu), named in the page's language where the restaurant gave one. The
 * language goes in the address, not only in Accept-Language: the page's HTML preloads this very URL
 * (page-meta), and a browser matches a preload by its address.
 */
export function getPublicMenu(merchantId: string, signal?: AbortSignal): Promise<PublicMenu> {
  const lang = currentLanguage();
  return apiFetch<PublicMenu>('/catalog/full', {
    query: lang === 'pt-BR' ? { merchantId } : { merchantId, lang },
    signal,
  });
}
