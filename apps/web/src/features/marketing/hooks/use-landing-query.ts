import { useSearch } from 'wouter';

/** The landing page's query parameters. */
export interface LandingQuery {
  /** `t`: 'contato' opens the contact modal; any other value is the id of a section to scroll to. */
  target: string | null;
  /** `icpg=01`: the visit comes from a campaign whose contacts fire a conversion event. */
  isConversionCampaign: boolean;
  /** `f`: read, as the original client did, but used for nothing yet. */
  from: string | null;
}

/** Reads `t`, `icpg` and `f` from the address. */
export function useLandingQuery(): LandingQuery {
  const params = new URLSearchParams(useSearch());
  return {
    target: params.get('t'),
    isConversionCampaign: params.get('icpg') === '01',
    from: params.get('f'),
  };
}
