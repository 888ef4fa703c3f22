import { useCallback } from 'react';

/** One analytics event, in the shape tag managers read from `window.dataLayer`. */
export interface AnalyticsEvent {
  event: string;
  [key: string]: string;
}

declare global {
  interface Window {
    /** Present only when a deployment adds a tag manager to the page; SuaVez loads none itself. */
    dataLayer?: unknown[];
  }
}

/** Hands an event to the page's tag manager, when there is one; does nothing otherwise. */
export function trackEvent(event: AnalyticsEvent): void {
  const layer = typeof window === 'undefined' ? undefined : window.dataLayer;
  if (Array.isArray(layer)) layer.push(event);
}

/**
 * The landing page's conversion event: a contact sent from a campaign link (`icpg=01`). Without analytics configured it does nothing.
 */
export function useContactConversion(isCampaign: boolean): () => void {
  return useCallback(() => {
    if (isCampaign) trackEvent({ event: 'generate_lead', form: 'contato', icpg: '01' });
  }, [isCampaign]);
}
