import type { PublicItem } from '@suavez/shared/contracts/catalog.contract';
import { reaisToCents } from '@suavez/shared/domain/bill';
import { type ReactNode, useId } from 'react';
import { formatMoney } from '@/lib/i18n/format-money';
import { useT } from '@/lib/i18n/i18n';
import { BottomDrawer } from '../bottom-drawer';
import { FallbackImage } from '../fallback-image';

/** Distance of a downward drag that closes the item drawer (docs/screens.md#fixed-values). */
const ITEM_DRAWER_CLOSE_PX = 100;

export interface ItemDrawerProps {
  /** The item shown; kept while the drawer slides away. */
  item: PublicItem | null;
  isOpen: boolean;
  onClose: () => void;
  /** What the reader can do with the item (the ordering catalog's 'Adicionar ao pedido'). */
  action?: ReactNode;
}

/** An item's details in a bottom drawer: image, name, price ('Esgotado' when sold out), description. */
export function ItemDrawer({ item, isOpen, onClose, action }: ItemDrawerProps) {
  const titleId = useId();
  const t = useT();
  return (
    <BottomDrawer
      isOpen={isOpen && item !== null}
      onClose={onClose}
      labelledBy={titleId}
      closeThreshold={ITEM_DRAWER_CLOSE_PX}
    >
      {item ? (
        <div className="px-3 pb-4">
          <FallbackImage
            src={item.image}
            alt={item.name}
            width={640}
            height={360}
            loading="eager"
            className="rounded-3 mt-4 mb-3"
            style={{
              width: '100%',
              height: 'auto',
              aspectRatio: '16 / 9',
              filter: item.soldOut ? 'grayscale(1)' : undefined,
            }}
          />
          <h2 id={titleId} className="h4 mb-1">
            {item.name}
          </h2>
          <p className="fs-5 fw-semibold text-success-emphasis mb-2">
            {formatMoney(reaisToCents(item.price))}
            {item.soldOut ? (
              <span className="badge text-bg-secondary ms-2 align-middle">{t('menu.soldOut')}</span>
            ) : null}
          </p>
          {item.description ? <p className="mb-0 text-body-secondary">{item.description}</p> : null}
          {action ? <div className="mt-3">{action}</div> : null}
        </div>
      ) : null}
    </BottomDrawer>
  );
}
