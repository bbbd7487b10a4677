import proxyaddr from "proxy-addr";

/*
 * Who is asking: the address rate limits count. Behind a reverse proxy the
 * socket is the proxy, and X-Forwarded-For lists "client, proxy1, proxy2";
 * each proxy appends what it saw, but the left of the list is whatever the
 * client wrote. So the answer is the right-most address not added by a
 * proxy we trust (proxy-addr, the algorithm Express uses).
 */

/** false: no proxy (X-Forwarded-* ignored); a number: that many proxies in front; a list: proxies' addresses or ranges. */
export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY: "false"/"0" (no proxy), "true" (one proxy, the usual load
 * balancer), a hop count ("2"), or trusted addresses and ranges
 * ("10.0.0.0/8, 192.168.1.7", and proxy-addr's names "loopback",
 * "linklocal", "uniquelocal"). Throws on a value that is none of these.
 */
export function parseTrustProxy(raw: string): TrustProxy {
  const value = raw.trim().toLowerCase();
  if (value === "" || value === "false" || value === "0") return false;
  if (value === "true") return 1;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
  proxyaddr.compile(list); // throws on an invalid address or range
  return list;
}

const compiled = new WeakMap<string[], (addr: string, i: number) => boolean>();

function trustFunction(trust: Exclude<TrustProxy, false>) {
  if (typeof trust === "number") return (_addr: string, i: number) => i < trust;
  let fn = compiled.get(trust);
  if (!fn) {
    fn = proxyaddr.compile(trust);
    compiled.set(trust, fn);
  }
  return fn;
}

/** The client's address for this request. */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | null | undefined,
  trust: TrustProxy,
): string {
  if (!socketAddress) return "unknown";
  if (trust === false || !forwardedFor) return socketAddress;
  const req = { socket: { remoteAddress: socketAddress }, headers: { "x-forwarded-for": forwardedFor } };
  return proxyaddr(req as never, trustFunction(trust)) || socketAddress;
}
