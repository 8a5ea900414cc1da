import type { APIRequestContext, Page } from "@playwright/test";
import en from "../../../apps/web/app/lib/i18n/en.json" with { type: "json" };
import es from "../../../apps/web/app/lib/i18n/es.json" with { type: "json" };
import { expect, localisedPath, test } from "../fixtures/index.ts";

const catalogues = { es, en } as const;
const paths = {
  es: { panel: "/panel-de-usuario/", forgot: "/olvide-mi-contrasena/" },
  en: { panel: "/en/user-panel/", forgot: "/en/forgot-my-password/" },
} as const;

interface OutboxMessage {
  to: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

/** The newest message of the dev outbox to that address whose text matches, waiting for it to arrive. */
async function newestMessage(request: APIRequestContext, to: string, matching: RegExp): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/__dev/outbox.json?to=${encodeURIComponent(to)}`);
        if (!answer.ok()) return `outbox answered ${answer.status()}`;
        const { data } = (await answer.json()) as { data: OutboxMessage[] };
        found = data.find((message) => matching.test(`${message.subject ?? ""}\n${message.body}`));
        return found ? "found" : "waiting";
      },
      { timeout: 10_000 },
    )
    .toBe("found");
  return found!;
}

function codeOf(message: OutboxMessage): string {
  const code = /\b(\d{6})\b/.exec(message.body)?.[1];
  if (!code) throw new Error(`no code in: ${message.body}`);
  return code;
}

/** Dispatches a real paste event (clipboard data and all) on an element, as the browser does. */
async function pasteInto(page: Page, selector: string, text: string) {
  await page.locator(selector).focus();
  await page.locator(selector).evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData("text/plain", value);
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

for (const language of ["es", "en"] as const) {
  const t = catalogues[language];

  test(`sign up, verify, user panel, sign out, sign in, forgot and reset the password (${language})`, async ({
    navigate,
    page,
    request,
    checkAccessibility,
  }, testInfo) => {
    test.setTimeout(120_000);
    const email = `ana.${language}.${testInfo.project.name}.${Date.now()}@example.com`;
    const password = "una mesa para dos en la terraza";
    const newPassword = "otra mesa junto a la ventana";
    const dialog = page.getByRole("dialog");
    const heading = (mode: keyof typeof t.auth.panel.titles) =>
      dialog.getByRole("heading", { level: 2, name: t.auth.panel.titles[mode] });

    // Sign up from the header's sign-in panel.
    await navigate("/", language);
    await page.getByRole("link", { name: t.header.signInLabel }).click();
    await expect(heading("sign-in")).toBeFocused();
    await dialog.getByRole("button", { name: t.auth.signIn.createAccount }).click();
    await expect(heading("sign-up")).toBeVisible();
    // Client-side validation names the field.
    await dialog.getByRole("button", { name: t.auth.signUp.submit }).click();
    await expect(
      dialog.getByText(t.auth.validation.required.replace("{{field}}", t.auth.fields.firstName)),
    ).toBeVisible();
    await dialog.getByLabel(t.auth.fields.firstName, { exact: true }).fill("Ana");
    await dialog.getByLabel(t.auth.fields.lastName, { exact: true }).fill("López");
    await dialog.getByLabel(t.auth.fields.email, { exact: true }).fill(email);
    await dialog.getByLabel(t.auth.fields.password, { exact: true }).fill(password);
    await dialog.getByRole("button", { name: t.auth.signUp.submit }).click();

    // Verify: a failed paste says so; a good one spreads the code and focuses the last box.
    await expect(heading("verify")).toBeVisible();
    await pasteInto(page, '[data-code-box="0"]', "no digits here");
    await expect(dialog.getByText(t.auth.code.pasteError)).toBeVisible();
    const code = codeOf(await newestMessage(request, email, /verif/i));
    await pasteInto(page, '[data-code-box="0"]', code);
    // The toast widget confirms the paste and hides itself (500 ms).
    const pasted = dialog.getByRole("status").filter({ hasText: t.auth.code.pasted });
    await expect(pasted).toBeVisible();
    await expect(pasted).toBeHidden({ timeout: 3_000 });
    for (let index = 0; index < 6; index++) {
      await expect(page.locator(`[data-code-box="${index}"]`)).toHaveValue(code[index]!);
    }
    await expect(page.locator('[data-code-box="5"]')).toBeFocused();
    await expect(dialog.getByText(t.auth.code.pasteError)).toHaveCount(0);
    // The menu's code is held back until the account button has been clicked: a click while it
    // loads opens the menu once it is here (a slow phone, or a busy machine, clicks that early).
    let releaseMenuCode = () => {};
    const menuCodeHeld = new Promise<void>((resolve) => {
      releaseMenuCode = resolve;
    });
    await page.route(/\/assets\/signed-in-menu-[^/]+\.js$/, async (route) => {
      await menuCodeHeld;
      await route.continue();
    });
    await dialog.getByRole("button", { name: t.auth.verify.submit, exact: true }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // Signed in: the header's menu leads to the user panel.
    const menuButton = page.getByRole("button", { name: t.auth.menu.button.replace("{{name}}", "Ana") });
    await expect(menuButton).toBeVisible();
    await expect(page.locator('[data-account="loading"]')).toBeVisible();
    await menuButton.click();
    releaseMenuCode();
    await expect(page.locator('[data-account="signed-in"]')).toBeVisible();
    await page.getByRole("link", { name: t.auth.menu.panel }).click();
    await expect(page).toHaveURL(new RegExp(`${paths[language].panel}\\?tab=profile$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Ana");
    await expect(page.getByRole("main").getByText(email)).toBeVisible();
    await page.getByRole("link", { name: t.userPanel.tabs.reservations }).click();
    await expect(page.getByText(t.userPanel.reservations.emptyUpcoming)).toBeVisible();
    await checkAccessibility();

    // Sign out from the header menu: home, signed out, and the panel is guarded again.
    await menuButton.click();
    await page.getByRole("button", { name: t.auth.menu.signOut }).click();
    await expect(page).toHaveURL(new RegExp(`${localisedPath("/", language)}$`));
    await expect(page.getByRole("link", { name: t.header.signInLabel })).toBeVisible();
    await page.goto(paths[language].panel);
    await expect(page).toHaveURL(/[?&]login=1/);

    // Sign in with the password; the panel's `next` brings the visitor back to the user panel.
    await expect(heading("sign-in")).toBeVisible();
    await dialog.getByLabel(t.auth.fields.email, { exact: true }).fill(email);
    await dialog.getByLabel(t.auth.fields.password, { exact: true }).fill("not the password");
    await dialog.getByRole("button", { name: t.auth.signIn.submit, exact: true }).click();
    await expect(dialog.getByRole("alert")).not.toBeEmpty();
    await dialog.getByLabel(t.auth.fields.password, { exact: true }).fill(password);
    await dialog.getByRole("button", { name: t.auth.signIn.submit, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${paths[language].panel}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Ana");
    await menuButton.click();
    await page.getByRole("button", { name: t.auth.menu.signOut }).click();
    await expect(page.getByRole("link", { name: t.header.signInLabel })).toBeVisible();

    // Forgot password on its page: request, then the code (es) or the e-mail's link (en).
    await navigate(language === "es" ? "/olvide-mi-contrasena/" : "/forgot-my-password/", language);
    await page.getByRole("main").getByLabel(t.auth.fields.email, { exact: true }).fill(email);
    await page.getByRole("main").getByRole("button", { name: t.auth.forgot.submit }).click();
    await expect(page.getByRole("main").getByText(t.auth.forgot.sent)).toBeVisible();
    const letter = await newestMessage(request, email, /token=/);
    if (language === "es") {
      await pasteInto(page, 'main [data-code-box="0"]', codeOf(letter));
    } else {
      const link = /https?:\/\/\S+/.exec(letter.body)?.[0] ?? "";
      const target = new URL(link);
      await page.goto(`${target.pathname}${target.search}`);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await expect(page.getByText(t.auth.forgot.linkReady)).toBeVisible();
      // The link's secret leaves the address bar once read.
      await expect(page).toHaveURL(new RegExp(`${paths.en.forgot}$`));
    }
    await page.getByRole("main").getByLabel(t.auth.fields.newPassword, { exact: true }).fill(newPassword);
    await page.getByRole("main").getByRole("button", { name: t.auth.forgot.resetSubmit }).click();
    await page.getByRole("main").getByRole("link", { name: t.auth.signIn.submit }).click();

    // Sign in with the new password (the e-mail is already filled in).
    await expect(heading("sign-in")).toBeVisible();
    await expect(dialog.getByLabel(t.auth.fields.email, { exact: true })).toHaveValue(email);
    await dialog.getByLabel(t.auth.fields.password, { exact: true }).fill(newPassword);
    await dialog.getByRole("button", { name: t.auth.signIn.submit, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${paths[language].panel}$`));
    await expect(menuButton).toBeVisible();
  });
}
