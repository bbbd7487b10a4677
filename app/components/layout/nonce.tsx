import { createContext, useContext } from "react";

const NonceContext = createContext("");

/** The per-request CSP nonce, for inline scripts and the router's <Scripts>. */
export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return useContext(NonceContext);
}
