/**
 * Automatic rank checks, for later. A RankingProvider would look each tracked keyword up (a SERP
 * API, Search Console's API) and hand back positions, which the tracker stores with the source
 * it names. None is configured or implemented: rank-checking services cost money and Google's
 * terms forbid scraping results, so the operator enters positions by hand or imports Search
 * Console's export. `rankingProviderFromEnv` answers the no-op provider until one is written and
 * wired to its own environment variables; nothing calls out in the meantime.
 */
export interface RankingCheck {
  keyword: string;
  date: string;
  position: number;
}

export interface RankingProvider {
  readonly name: string;
  readonly enabled: boolean;
  check(keywords: readonly string[], date: string): Promise<RankingCheck[]>;
}

export const noopRankingProvider: RankingProvider = {
  name: 'none',
  enabled: false,
  check: async () => [],
};

export function rankingProviderFromEnv(): RankingProvider {
  return noopRankingProvider;
}
