/**
 * The Google tag IDs, asked of the server (GET /tag-config.json) only once a visitor has said yes
 * to cookies. Kept out of the prerendered pages so the operator can set or change them with an
 * environment variable and a restart, without a new build.
 */
export interface TagConfig {
  gaId?: string;
  adsId?: string;
  adsPhoneLabel?: string;
  adsQuoteLabel?: string;
}

export const TAG_CONFIG_PATH = '/tag-config.json';

let loaded: TagConfig | undefined;
let pending: Promise<TagConfig> | undefined;

export function loadTagConfig(): Promise<TagConfig> {
  pending ??= fetch(TAG_CONFIG_PATH, { headers: { accept: 'application/json' } })
    .then((res) => (res.ok ? (res.json() as Promise<TagConfig>) : {}))
    .catch((error: unknown) => {
      console.warn('Could not read the tag configuration', error);
      return {};
    })
    .then((config) => (loaded = config));
  return pending;
}

/** The configuration if it has arrived; undefined before consent or while it loads. */
export function currentTagConfig(): TagConfig | undefined {
  return loaded;
}
