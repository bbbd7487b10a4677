import proxyaddr from "proxy-addr";
import type { TrustProxy } from "../env.server";

/*
 * Who is asking: the address rate limits count. Behind a reverse proxy the
 * socket is the proxy, and X-Forwarded-For lists "client, proxy1, proxy2";
 * each proxy appends what it saw, but the left of the list is whatever the
 * client wrote. So the answer is the right-most address not added by a
 * proxy we trust (proxy-addr, the algorithm Express uses).
 */

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
