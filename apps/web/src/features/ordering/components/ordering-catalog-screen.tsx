import type { PublicCategory, PublicItem } from '@suavez/shared/contracts/catalog.contract';
import { reaisToCents } from '@suavez/shared/domain/bill';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import { useLocation } from 'wouter';
import { HomeLink } from '@/components/ui/home-link';
import { formatMoney } from '@/lib/i18n/format-money';
import { useT } from '@/lib/i18n/i18n';
import { prefetchOnFirstInteraction } from '@/lib/prefetch-on-first-interaction';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ORDERING_MENU_KEY } from '../api/get-ordering-menu.api';
import { useGroupLinkOffer } from '../hooks/use-group-link-offer';
import { useOrderActions } from '../hooks/use-order-actions';
import { useOrderingTable } from '../hooks/use-ordering-table';
import { useStatusAnnouncement } from '../hooks/use-status-announcement';
import { formatCartLabel, summarizeCart } from '../utils/cart-math';
import { CartBar } from './cart-bar';
import { OrderingMenu } from './ordering-menu';
import type { OrderingDialog } from './ordering-overlays';
import { OrderingTopBar } from './ordering-top-bar';

const loadOverlays = () => import('./ordering-overlays');
// The item drawer too: nothing needs it before the first tap on an item (it downloads on the first touch).
const loadItemDrawer = () => import('@/components/ui/menu/item-drawer');
const ItemDrawer = lazy(async () => ({ default: (await loadItemDrawer()).ItemDrawer }));
// The item's options, note and quantity: their own chunk, fetched when an item is first opened.
const ItemOrderForm = lazy(async () => ({ default: (await import('./item-order-form')).ItemOrderForm }));

/** The item of the menu with that id, as the menu now says it (sold out since it was opened, say). */
function findMenuItem(menu: readonly PublicCategory[] | undefined, id: string): PublicItem | undefined {
  for (const category of menu ?? []) {
    const found = category.items.find((candidate) => candidate.id === id);
    if (found) return found;
  }
  return undefined;
}
const OrderingOverlays = lazy(async () => ({ default: (await loadOverlays()).OrderingOverlays }));
// The group link's dialog ('Compartilhar' in the top bar or the 'Pedido em grupo?' banner): a small chunk
// of its own, so sharing does not download the cart and the other dialogs.
const GroupShareDialog = lazy(async () => ({
  default: (await import('./group-share-dialog')).GroupShareDialog,
}));

/**
 * 'Pedido em grupo?' as a small banner under the top bar, never a dialog over the menu: 'Compartilhar'
 * opens the link and its QR code, the '×' puts it away.
 */
function GroupLinkBanner({ onShare, onDismiss }: { onShare: () => void; onDismiss: () => void }) {
  const t = useT();
  const titleId = useId();
  return (
    <section
      className="alert alert-light border d-flex align-items-center gap-2 mx-3 mb-2 py-1 px-2 small"
      aria-labelledby={titleId}
    >
      <p className="mb-0 flex-grow-1">
        <strong id={titleId}>{t('ordering.groupTitle')}</strong> {t('ordering.groupText')}
      </p>
      <button type="button" className="btn btn-sm btn-primary flex-shrink-0" onClick={onShare}>
        {t('ordering.share')}
      </button>
      <button
        type="button"
        className="btn-close flex-shrink-0"
        style={{ width: 44, height: 44, padding: 0 }}
        aria-label={t('ordering.dismiss')}
        onClick={onDismiss}
      />
    </section>
  );
}

/**
 * Leaves the table for the checkout summary, with local and session storage cleared
 * (docs/orders-and-bills.md#asking-for-the-bill).
 */
function goToCheckout(navigate: (to: string, options?: { replace?: boolean }) => void, orderId: string) {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // storage blocked: nothing to clear
  }
  navigate(`/queue/checkout?order=${encodeURIComponent(orderId)}`, { replace: true });
}

/** `/queue/catalog?qoid={queueId}`: the table's menu, the consumer's order and the bill. */
export function OrderingCatalogScreen({ queueId }: { queueId: string }) {
  const t = useT();
  const [, navigate] = useLocation();
  const { queue, order, orderId, isOwner, menu } = useOrderingTable(queueId);
  // Said wherever ordering is not open yet (only at CHECK_IN: docs/orders-and-bills.md#who-may-do-what).
  const atCheckIn = t('ordering.atCheckIn');
  const entry = queue.data;
  const actions = useOrderActions(orderId);
  const [openedItem, setItem] = useState<PublicItem | null>(null);
  const queryClient = useQueryClient();
  const item = (openedItem && findMenuItem(menu.data, openedItem.id)) ?? openedItem;
  const [isItemOpen, setIsItemOpen] = useState(false);
  const [isCartOpen, setIsCartOpen] = useState(false);
  const [dialog, setDialog] = useState<OrderingDialog>(null);
  const openItem = useCallback((next: PublicItem) => {
    setItem(next);
    setIsItemOpen(true);
  }, []);
  const announcement = useStatusAnnouncement(entry?.status);
  const isCheckedIn = entry?.status === 'CHECK_IN';
  const isShareOpen = dialog === 'share';
  const needsOverlays = isCartOpen || (dialog !== null && !isShareOpen) || announcement.announced !== null;
  // Once the table is seated: a banner, which stays until shared or put away.
  const [isGroupBannerShown, setIsGroupBannerShown] = useState(false);
  useGroupLinkOffer(queueId, isOwner && isCheckedIn && (entry?.slot ?? 0) > 1, () =>
    setIsGroupBannerShown(true),
  );
  useDocumentTitle(entry ? t('menu.pageTitle', { name: entry.merchant.name }) : t('menu.title'));

  // The overlays' and the item drawer's chunks download on the diner's first touch, scroll or key: a
  // diner who only looks never pays for them (the consumer pages' JS budget, README.md#front-end), and
  // one who reaches for an item or the cart usually has them by the time the tap ends.
  useEffect(() => prefetchOnFirstInteraction([loadOverlays, loadItemDrawer]), []);
  const [hasOverlays, setHasOverlays] = useState(false);
  useEffect(() => {
    if (needsOverlays) setHasOverlays(true);
  }, [needsOverlays]);
  const [hasShareDialog, setHasShareDialog] = useState(false);
  useEffect(() => {
    if (isShareOpen) setHasShareDialog(true);
  }, [isShareOpen]);

  const canOrder = isCheckedIn && (order === null || order.status === 'OPEN');
  const isEditable = isCheckedIn && order?.status === 'OPEN';
  const hasUnsent = order?.items.some((unit) => unit.orderItemStatus === 'CREATED') ?? false;
  // In the page's language, written again on each render (a switch re-renders through useT).
  const cartLabel = formatCartLabel(summarizeCart(order?.items ?? [], reaisToCents), formatMoney);

  // The queue can no longer be read, or the table checked out: the visit is over
  // (docs/orders-and-bills.md#checkout).
  const isOver = orderId !== null && (queue.isError || entry?.status === 'CHECK_OUT');
  useEffect(() => {
    if (isOver && orderId) goToCheckout(navigate, orderId);
  }, [isOver, orderId, navigate]);

  if (queue.isError) {
    return (
      <main className="container py-5 text-center">
        <h1 className="h4 mb-0">{t('ordering.queueError')}</h1>
        <HomeLink />
      </main>
    );
  }
  if (!entry) {
    return (
      <main className="container py-5 text-center" aria-busy="true">
        <h1 className="h5">{t('common.loading')}</h1>
      </main>
    );
  }

  const addAction = item?.soldOut ? (
    <p className="alert alert-secondary mb-0">{t('ordering.soldOutNotice')}</p>
  ) : canOrder && item ? (
    <Suspense
      fallback={
        <button type="button" className="btn btn-primary w-100" disabled>
          {t('ordering.addToOrder')}
        </button>
      }
    >
      <ItemOrderForm
        key={item.id}
        item={item}
        isBusy={orderId === null || actions.pending !== null}
        onAdd={async (choice, quantity, summary) => {
          if (await actions.add(item.id, choice, quantity, summary)) setIsItemOpen(false);
          // Refused (sold out meanwhile, options changed): the menu is read again.
          else void queryClient.invalidateQueries({ queryKey: ORDERING_MENU_KEY });
        }}
      />
    </Suspense>
  ) : (
    <p className="alert alert-info mb-0">{isCheckedIn ? t('ordering.orderFinished') : atCheckIn}</p>
  );

  return (
    <main className="mx-auto" style={{ maxWidth: '48rem', paddingBottom: '5rem' }}>
      <OrderingTopBar
        merchant={entry.merchant}
        status={entry.status}
        isOwner={isOwner}
        onOpenQueue={() => navigate('/queue')}
        onShare={() => setDialog('share')}
      />
      {isCheckedIn ? null : <p className="alert alert-info mx-3">{atCheckIn}</p>}
      {isGroupBannerShown && isCheckedIn ? (
        <GroupLinkBanner
          onShare={() => {
            setIsGroupBannerShown(false);
            setDialog('share');
          }}
          onDismiss={() => setIsGroupBannerShown(false)}
        />
      ) : null}
      <OrderingMenu menu={menu.data} isError={menu.isError} onOpenItem={openItem} />
      {item ? (
        <Suspense fallback={null}>
          <ItemDrawer
            item={item}
            isOpen={isItemOpen}
            onClose={() => setIsItemOpen(false)}
            action={addAction}
          />
        </Suspense>
      ) : null}
      <CartBar
        label={cartLabel}
        buttonLabel={t('ordering.viewOrder')}
        onClick={() => setIsCartOpen(true)}
        action={
          isEditable && hasUnsent
            ? { label: t('ordering.placeOrder'), onClick: () => setDialog('confirm') }
            : undefined
        }
        hint={isEditable && order?.items.length === 0 ? t('ordering.emptyCartHint') : undefined}
      />
      {hasShareDialog || isShareOpen ? (
        <Suspense fallback={null}>
          <GroupShareDialog isOpen={isShareOpen} queueId={queueId} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
      {hasOverlays || needsOverlays ? (
        <Suspense fallback={null}>
          <OrderingOverlays
            queueId={queueId}
            order={order}
            queueStatus={entry.status}
            tableTotal={entry.tableTotal}
            cartLabel={cartLabel}
            isCartOpen={isCartOpen}
            onCloseCart={() => setIsCartOpen(false)}
            dialog={dialog}
            onCloseDialog={() => setDialog(null)}
            onOpenDialog={setDialog}
            isEditable={isEditable}
            actions={actions}
            onBillAsked={() => {
              if (order) goToCheckout(navigate, order.id);
            }}
            announced={announcement.announced}
            isOwner={isOwner}
            onOpenQueue={() => navigate('/queue')}
            onDismissAnnouncement={announcement.dismiss}
          />
        </Suspense>
      ) : null}
    </main>
  );
}
