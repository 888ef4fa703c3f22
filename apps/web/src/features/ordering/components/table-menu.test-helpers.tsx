import { setCookie } from '@/lib/cookies';
import { renderScreen } from '@/test/render';
import { OrderingCatalogScreen } from './ordering-catalog-screen';

/** The table's menu (`/queue/catalog?qoid=`) as the diner `consumerId` (their `user` cookie) sees it. */
export function renderTableMenu(queueId: string, consumerId: string) {
  setCookie('user', consumerId);
  return renderScreen(<OrderingCatalogScreen queueId={queueId} />, {
    path: `/queue/catalog?qoid=${queueId}`,
  });
}
