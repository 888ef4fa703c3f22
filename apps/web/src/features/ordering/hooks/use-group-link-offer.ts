import { useEffect, useRef } from 'react';

/** Local-storage key: the queue id of the table last offered the group link (docs/screens.md#stored-values). */
export const GROUP_LINK_OFFER_KEY = 'group-link-offer';

function wasOffered(queueId: string): boolean {
  try {
    return localStorage.getItem(GROUP_LINK_OFFER_KEY) === queueId;
  } catch {
    return true; // storage blocked: never nag
  }
}

/**
 * 'Pedido em grupo?' once per table (docs/access.md#guests-and-the-table-pass): calls `onOffer` the first
 * time the table qualifies (the caller says when: the owner of a seated table for more than one). The table's queue id is stored then, so neither a reload nor a later visit offers it
 * again; one id is enough, as a consumer sits at one table at a time.
 */
export function useGroupLinkOffer(queueId: string, isEligible: boolean, onOffer: () => void) {
  const offer = useRef(onOffer);
  offer.current = onOffer;
  useEffect(() => {
    if (!isEligible || wasOffered(queueId)) return;
    try {
      localStorage.setItem(GROUP_LINK_OFFER_KEY, queueId);
    } catch {
      // nothing to remember it in
    }
    offer.current();
  }, [queueId, isEligible]);
}
