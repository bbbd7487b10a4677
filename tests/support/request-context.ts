// The `context` React Router gives loaders and actions (future.v8_middleware: a
// RouterContextProvider holding server.ts's RequestInfo), for tests that call them directly.
import { requestContext, type RequestInfo } from "../../app/server/request-context.server";

export function testContext(info: Partial<RequestInfo> = {}) {
  return requestContext({ cspNonce: "test", clientIp: "203.0.113.10", documentRequest: false, ...info });
}
