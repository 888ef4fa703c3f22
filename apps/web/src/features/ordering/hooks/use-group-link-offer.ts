import { useEffect, useRef } from 'react';

/** Session key that marks the group-link offer as made (docs/screens.md#stored-values). */
export const GROUP_LINK_OFFER_KEY = 'group-link-offer';

function wasOffered(): boolean {
  try {
    return sessionStorage.getItem(GROUP_LINK_OFFER_KEY) !== null;
  } catch {
    return true; // storage blocked: never nag
  }
}

/**
 * 'Pedido em grupo?' once per session, for the owner of a table for more than one
 * (docs/access.md#guests-and-the-table-pass): calls `onOffer` the first time the table qualifies. The mark is
 * stored then, so a reload does not offer again.
 */
export function useGroupLinkOffer(isEligible: boolean, onOffer: () => void) {
  const offer = useRef(onOffer);
  offer.current = onOffer;
  useEffect(() => {
    if (!isEligible || wasOffered()) return;
    try {
      sessionStorage.setItem(GROUP_LINK_OFFER_KEY, 'true');
    } catch {
      // nothing to remember it in
    }
    offer.current();
  }, [isEligible]);
}
