import { describe, expect, it } from "vitest";
import { inRequestScope, oncePerRead, oncePerRequest } from "./request-scope.server";

const get = new Request("http://site.test/dashboard");
const post = new Request("http://site.test/dashboard/profile", { method: "POST" });

describe("oncePerRequest", () => {
  it("computes a GET request's value once, however many loaders ask for it", async () => {
    let lookups = 0;
    const lookup = () => oncePerRequest(get, "user", async () => ++lookups);
    const values = await inRequestScope(() => Promise.all([lookup(), lookup(), lookup()]));
    expect(values).toEqual([1, 1, 1]);
    expect(lookups).toBe(1);
  });

  it("does not share a value between two requests", async () => {
    let lookups = 0;
    const lookup = () => oncePerRequest(get, "user", () => ++lookups);
    expect(inRequestScope(lookup)).toBe(1);
    expect(inRequestScope(lookup)).toBe(2);
  });

  it("computes every time for a POST (its action may change what the loaders read) and outside a request", () => {
    let lookups = 0;
    const lookup = (request: Request) => oncePerRequest(request, "user", () => ++lookups);
    inRequestScope(() => [lookup(post), lookup(post)]);
    lookup(get);
    lookup(get);
    expect(lookups).toBe(4);
  });
});

describe("oncePerRead", () => {
  it("computes once in a GET request's scope, every time in a POST's scope and outside a request", async () => {
    let reads = 0;
    const read = () => oncePerRead("batch", async () => ++reads);
    expect(await inRequestScope(() => Promise.all([read(), read()]))).toEqual([1, 1]);
    expect(await inRequestScope(() => Promise.all([read(), read()]), "HEAD")).toEqual([2, 2]);
    expect(await inRequestScope(() => Promise.all([read(), read()]), "POST")).toEqual([3, 4]);
    expect(await Promise.all([read(), read()])).toEqual([5, 6]);
  });
});
