import { expect, test } from "./support/test";
import { chromiumArgs } from "../../playwright.config";
import { failOnConsoleErrors } from "./support/page-checks";

// Chromium's fake camera and microphone, allowed without a prompt (launch options: a file of its own).
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [...chromiumArgs, "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"],
  },
});

test.describe("Test Audio/Video", () => {
  test("checks the camera and microphone with the browser's media API", async ({ page }) => {
    const noErrors = failOnConsoleErrors(page);
    await page.goto("/dashboard/schedule/av-check");
    await page.getByRole("button", { name: "Start test" }).click();
    await expect(page.getByText(/^Camera: /)).toBeVisible();
    await expect(page.getByText(/^Microphone: /)).toBeVisible();
    await expect(page.getByLabel("Your camera preview")).toBeVisible();
    await expect(page.getByRole("meter", { name: "Microphone level" })).toBeVisible();
    await page.getByRole("button", { name: "Stop test" }).click();
    await expect(page.getByRole("button", { name: "Start test" })).toBeVisible();
    noErrors();
  });
});
