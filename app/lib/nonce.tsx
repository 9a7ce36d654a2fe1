import { createContext, useContext, type ReactNode } from 'react';

/**
 * The request's CSP nonce, for the inline scripts React Router writes into server-rendered pages.
 * Empty in the browser and while prerendering (prerendered pages are covered by script hashes).
 */
const NonceContext = createContext('');

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export function useNonce(): string | undefined {
  return useContext(NonceContext) || undefined;
}
