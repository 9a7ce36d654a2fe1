/**
 * The visitor's cookie choice (UK GDPR and PECR): nothing optional runs until they say yes.
 * Kept in localStorage so the banner does not come back on every page.
 */

export const CONSENT_STORAGE_KEY = 'cookieConsent';
/** Bump when the purposes change, so everyone is asked again. */
export const CONSENT_VERSION = 1;

export type ConsentPurpose = 'analytics' | 'marketing';

export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
  version: number;
  decidedAt: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: ConsentChoice | null | undefined;
let settingsOpen = false;

function read(): ConsentChoice | null {
  if (typeof window === 'undefined') return null;
  try {
    const raw = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<ConsentChoice>;
    if (parsed.version !== CONSENT_VERSION) return null;
    return {
      analytics: parsed.analytics === true,
      marketing: parsed.marketing === true,
      version: CONSENT_VERSION,
      decidedAt: String(parsed.decidedAt ?? ''),
    };
  } catch (error) {
    console.warn('Could not read the cookie choice', error);
    return null;
  }
}

export function getConsent(): ConsentChoice | null {
  if (cached === undefined) cached = read();
  return cached;
}

export function hasConsent(purpose: ConsentPurpose): boolean {
  return getConsent()?.[purpose] === true;
}

export function saveConsent(choice: { analytics: boolean; marketing: boolean }): void {
  cached = { ...choice, version: CONSENT_VERSION, decidedAt: new Date().toISOString() };
  settingsOpen = false;
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(cached));
  } catch (error) {
    console.warn('Could not save the cookie choice', error);
  }
  emit();
}

export function openConsentSettings(): void {
  settingsOpen = true;
  emit();
}

export function isConsentSettingsOpen(): boolean {
  return settingsOpen;
}

export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(): void {
  for (const listener of listeners) listener();
}
