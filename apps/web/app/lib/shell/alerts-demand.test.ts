import { describe, expect, it, vi } from "vitest";
import { createAlerts } from "./alerts";
import { requestAlertsHost, whenAlertsHostWanted } from "./alerts-demand";

describe("loading the alerts host on the first alert", () => {
  it("asks for the host on each alert raised in the browser, never on the server", async () => {
    const onUse = vi.fn();
    const server = createAlerts({ isActive: () => false, onUse });
    server.toast("hola");
    await server.error("no");
    expect(onUse).not.toHaveBeenCalled();

    const browser = createAlerts({ isActive: () => true, language: () => "es", onUse });
    browser.toast("hola");
    expect(onUse).toHaveBeenCalledTimes(1);
    void browser.questionConfirm("¿Seguro?");
    expect(onUse).toHaveBeenCalledTimes(2);
    // The dialog waits in the queue, and the toast until a host takes it.
    expect(browser.getSnapshot().current?.message).toBe("¿Seguro?");
    const shown: string[] = [];
    browser.setToastSink((toast) => shown.push(toast.message));
    expect(shown).toEqual(["hola"]);
  });

  it("tells the shell once, whether it listens before or after the first request", () => {
    const early = vi.fn();
    const stop = whenAlertsHostWanted(early);
    const gone = vi.fn();
    whenAlertsHostWanted(gone)();
    requestAlertsHost();
    requestAlertsHost();
    expect(early).toHaveBeenCalledTimes(1);
    expect(gone).not.toHaveBeenCalled();
    stop();
    const late = vi.fn();
    whenAlertsHostWanted(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
