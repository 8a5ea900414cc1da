import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { I18nextProvider } from "#app/lib/i18n/react-i18n.tsx";
import { alerts } from "./alerts";
import { ShellHost } from "./shell-host";
import { utilityStore } from "./utility-store";

describe("ShellHost on the server", () => {
  it("renders without a window: no dialog, no banner, nothing persisted read", () => {
    expect(typeof window).toBe("undefined");
    const html = renderToString(
      <I18nextProvider i18n={getI18n("es")}>
        <ShellHost buildVersion="abc123" />
      </I18nextProvider>,
    );
    // Dialogs (alerts, the loading popup) come with the code that needs them, in the browser; the
    // version banner's live region is there, empty.
    expect(html).not.toContain("<dialog");
    expect(html).toContain('role="status"');
    expect(html).not.toContain("alertdialog");
    expect(html).not.toContain("Hay una nueva versión disponible");
    expect(utilityStore.persist.hasHydrated()).toBe(false);
  });

  it("keeps alerts inert on the server, so requests cannot leak dialogs into each other", async () => {
    await expect(alerts.questionConfirm("¿Seguro?")).resolves.toBe(false);
    expect(alerts.getSnapshot().current).toBeNull();
  });
});
