import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/index.ts";

// Every journey already fails on a Content-Security-Policy violation (fixtures: cspViolations), so
// that the pages' own scripts all run under the policy is shown by the journeys passing. These show
// the other half: the browser refuses a script injected into the page, and the guard sees it.

/**
 * Serves "/" with an inline script added to its HTML, as a stored XSS would, keeping the server's
 * headers (its policy). Scripts run from page.evaluate would not do: DevTools bypasses the policy.
 */
async function openWithInjectedScript(page: Page, nonce: (policy: string) => string | undefined) {
  await page.route("**/", async (route) => {
    const response = await route.fetch();
    const policy = response.headers()["content-security-policy"] ?? "";
    const value = nonce(policy);
    const script = `<script${value ? ` nonce="${value}"` : ""}>window.__sobremesaInjected = true;</script>`;
    await route.fulfill({ response, body: (await response.text()).replace("</head>", `${script}</head>`) });
  });
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  return page.evaluate(() => (window as unknown as Record<string, unknown>).__sobremesaInjected === true);
}

test("an inline script without the request's nonce never runs, and the violation is reported", async ({
  page,
  cspViolations,
}) => {
  expect(await openWithInjectedScript(page, () => undefined)).toBe(false);
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  expect(cspViolations.join("\n")).toMatch(/inline script.*Content Security Policy/);
  expect(cspViolations.join("\n")).toMatch(/script-src-elem refused inline/);
  // Provoked on purpose: the fixture's own check at the end must not fail this test.
  cspViolations.length = 0;
});

test("an inline script with the nonce of the page's policy runs (the page still hydrates)", async ({ page }) => {
  const ran = await openWithInjectedScript(page, (policy) => /'nonce-([^']+)'/.exec(policy)?.[1]);
  expect(ran).toBe(true);
});
