import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/setup/db";
import { makeUser } from "../../../tests/setup/staff-fixtures";
import { preparedQuery } from "./prepared.server";
import { users } from "./schema.server";

const getDb = setupTestDatabase();

const nameOf = (id: string) =>
  preparedQuery("test_user_name", (database) =>
    database
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, sql.placeholder("id"))),
  ).execute({ id });

describe("preparedQuery", () => {
  it("builds a query once per database and fills its placeholders at every call", async () => {
    const asha = await makeUser(getDb(), { name: "Asha Rao" });
    const ravi = await makeUser(getDb(), { name: "Ravi Kumar" });
    let builds = 0;
    const build = () => (builds++, { prepare: (name: string) => ({ name }) });
    const first = preparedQuery("test_counted", build);
    expect(first).toEqual({ name: "test_counted" });
    expect(preparedQuery("test_counted", build)).toBe(first);
    expect(builds).toBe(1);
    expect(await nameOf(asha.id)).toEqual([{ name: "Asha Rao" }]);
    expect(await nameOf(ravi.id)).toEqual([{ name: "Ravi Kumar" }]);
    expect(await nameOf("no-such-user")).toEqual([]);
  });
});
