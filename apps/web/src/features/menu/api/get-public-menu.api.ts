import type { Language } from '@suavez/shared/domain/language';
import { useQuery } from '@tanstack/react-query';
import { getPublicMenu } from '@/api/get-public-menu.api';
import { useLanguage } from '@/lib/i18n/i18n';

/** Query key of a merchant's public menu in a language (its names come in it). */
export const publicMenuKey = (merchantId: string, language: Language) =>
  ['menu', 'full', merchantId, language] as const;

/**
 * How often an open public menu reads itself again: it has no live stream (anyone may open it), so an item
 * marked 'Esgotado' or back on sale shows within this (docs/screens.md#public-menu). The table's menu, where
 * items are added, follows the change live.
 */
export const PUBLIC_MENU_POLL_MS = 30_000;

/** The merchant's public menu; idle while there is no id. Read again every 30 s while the tab is shown. */
export function usePublicMenuQuery(merchantId: string | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: publicMenuKey(merchantId ?? '', language),
    queryFn: ({ signal }) => getPublicMenu(merchantId ?? '', signal),
    enabled: merchantId !== null,
    staleTime: PUBLIC_MENU_POLL_MS,
    refetchInterval: PUBLIC_MENU_POLL_MS,
  });
}
