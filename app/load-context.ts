import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** Per-request nonce for the Content-Security-Policy (server.ts). */
    cspNonce: string;
    /** The client's address (behind a trusted proxy: X-Forwarded-For). */
    clientIp: string;
    /** Set by tooManyRequests(): server.ts puts it on the 429 as Retry-After. */
    retryAfterSeconds?: number;
    /**
     * true when the browser asked for a whole page (a form posted without JavaScript, or
     * before the page's JavaScript ran); false for React Router's data requests (server.ts).
     */
    documentRequest?: boolean;
  }
}

export {};
