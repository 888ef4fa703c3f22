import { useQuery } from '@tanstack/react-query';
import { getPublicMenu } from '@/api/get-public-menu.api';
import { useLanguage } from '@/lib/i18n/i18n';

/** The prefix of every ordering menu's query: a live 'menu' event (an item sold out) reads them again. */
export const ORDERING_MENU_KEY = ['ordering', 'menu'] as const;

/** The restaurant's menu (`GET /catalog/full`); idle until the table's entry names the merchant. */
export function useOrderingMenuQuery(merchantId: string | null) {
  // The names come in the page's language: another language is another answer.
  const language = useLanguage();
  return useQuery({
    queryKey: [...ORDERING_MENU_KEY, merchantId ?? '', language] as const,
    queryFn: ({ signal }) => getPublicMenu(merchantId ?? '', signal),
    enabled: merchantId !== null,
    staleTime: 60_000,
    retry: 1,
  });
}
