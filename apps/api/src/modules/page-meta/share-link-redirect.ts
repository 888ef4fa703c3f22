/**
 * Where the table's share link (`/queue/shared/catalog?qoid=`) sends a phone, decided by the server so the
 * phone goes straight there instead of loading the app to be sent on (the invite's JavaScript budget and one
 * round trip less on a slow network): a guest this phone does not know yet registers first (`/queue/join`),
 * a known one (the app's `user` cookie) opens the table's menu (`/queue/catalog`). The app keeps the same
 * rule for an in-app visit (apps/web/src/features/ordering/components/shared-catalog-redirect.tsx). Null when
 * the link names no table: the page shows 'Erro com o convite'.
 */
export function shareLinkTarget(
  path: string,
  query: Record<string, unknown>,
  cookies: Record<string, string | undefined>,
): string | null {
  if (path.replace(/\/+$/, '') !== '/queue/shared/catalog') return null;
  const queueId = typeof query.qoid === 'string' ? query.qoid.trim() : '';
  if (queueId === '') return null;
  const params = new URLSearchParams({ qoid: queueId });
  // The language the link was shared in (`?lang=`) goes along.
  if (typeof query.lang === 'string' && query.lang !== '') params.set('lang', query.lang);
  const target = cookies.user ? '/queue/catalog' : '/queue/join';
  return `${target}?${params.toString()}`;
}
