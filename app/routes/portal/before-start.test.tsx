// Before the batch starts (docs/decisions/204): the portal knows the start day,
// so the dashboard and the schedule can say "Your batch starts on Tue, 8 Dec".
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { BatchStartsCard, startDayLabel } from "~/components/portal/batch-starts";
import { StepPath } from "~/components/portal/step-path";
import { addDays, istDateKey } from "~/lib/ist";
import { setupTestDatabase } from "../../../tests/setup/db";
import { enrol, makeBatch, makeUser, sessionCookie } from "../../../tests/setup/staff-fixtures";
import { get, run } from "../../../tests/support/routes";
import { loader as layoutLoader } from "./layout";

const getDb = setupTestDatabase({ seed: true });
/** Server-rendered HTML without React's text separators. */
const html = (node: React.ReactElement) => renderToString(node).replaceAll("<!-- -->", "");

async function studentOf(startDate: string) {
  const batch = await makeBatch(getDb(), { startDate });
  const student = await makeUser(getDb());
  await enrol(getDb(), student.id, batch.id);
  return sessionCookie(student.id);
}

describe("before the batch starts", () => {
  it("the portal gives an active student of a batch that starts in 14 days its start day", async () => {
    const start = addDays(istDateKey(new Date()), 14);
    const layout = await run(layoutLoader as never, get("/dashboard", await studentOf(start)));
    expect(layout.data).toMatchObject({ access: true, startsOn: start });
  });

  it("from the first day on, and for the demo, there is no start day to announce", async () => {
    const today = istDateKey(new Date());
    const layout = await run(layoutLoader as never, get("/dashboard", await studentOf(today)));
    expect(layout.data.startsOn).toBeNull();
    expect((await run(layoutLoader as never, get("/dashboard"))).data.startsOn).toBeNull();
  });

  it('says "Your batch starts on Tue, 8 Dec" and what to do until then', () => {
    expect(startDayLabel("2026-12-08")).toBe("Tue, 8 Dec");
    const card = html(
      <MemoryRouter>
        <BatchStartsCard startsOn="2026-12-08" batchName="Python Full Stack - Batch A" notesReady />
      </MemoryRouter>,
    );
    expect(card).toContain("Your batch starts on Tue, 8 Dec");
    expect(card).toContain("Test your audio and video");
    expect(card).toContain("Read the Module 1 notes once: they are in Materials now.");
  });

  it('module progress starts at "not started": no module is in progress before the start', () => {
    const modules = [1, 2, 3].map((number) => ({ number, title: `Module ${number}`, done: false }));
    const before = html(<StepPath modules={modules} started={false} />);
    expect(before).not.toContain("in progress");
    expect(before.match(/not started/g)).toHaveLength(3);
    expect(html(<StepPath modules={modules} />)).toContain("Module 1, Module 1: in progress");
  });
});
