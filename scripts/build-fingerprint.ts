import { businessOverridesFrom } from '../server/business-overrides.ts';

/** What a build bakes into the prerendered pages; a different value needs a new build. */
export interface BuildFingerprint {
  /** The public origin (SITE_URL) of canonical links, og:url and structured data. */
  siteUrl: string;
  phone: string;
  email: string;
}

/** SITE_URL as the build and the server both read it: the default, without trailing slashes. */
export function siteUrlOf(env: NodeJS.ProcessEnv = process.env): string {
  const port = env.PORT || '3000';
  return (env.SITE_URL || `http://localhost:${port}`).replace(/\/+$/, '');
}

export function buildFingerprint(env: NodeJS.ProcessEnv = process.env): string {
  const business = businessOverridesFrom(env);
  const fingerprint: BuildFingerprint = {
    siteUrl: siteUrlOf(env),
    phone: business.phone ?? '',
    email: business.email ?? '',
  };
  return JSON.stringify(fingerprint);
}

/** The fingerprint build-info.json recorded, or undefined when it cannot be read. */
export function parseBuildFingerprint(text: unknown): BuildFingerprint | undefined {
  if (typeof text !== 'string') return undefined;
  try {
    const parsed = JSON.parse(text) as Partial<BuildFingerprint>;
    return typeof parsed.siteUrl === 'string' ? (parsed as BuildFingerprint) : undefined;
  } catch {
    return undefined;
  }
}
