import { describe, expect, it, vi } from "vitest";
import {
  alertTexts,
  createAlerts,
  documentLanguage,
  TOAST_DURATION_MS,
  TOAST_POSITION,
  type ToastAlert,
} from "./alerts";

const active = (language: "es" | "en" = "es") => createAlerts({ isActive: () => true, language: () => language });

describe("alertTexts", () => {
  it("maps each variant to the spec's Spanish titles and the Aceptar button", () => {
    expect(alertTexts("error", "es")).toEqual({
      title: "Error",
      confirmLabel: "Aceptar",
      cancelLabel: null,
      duration: null,
    });
    expect(alertTexts("info", "es")).toEqual({
      title: "Información",
      confirmLabel: "Aceptar",
      cancelLabel: null,
      duration: null,
    });
    expect(alertTexts("questionConfirm", "es")).toEqual({
      title: "",
      confirmLabel: "Aceptar",
      cancelLabel: "Cancelar",
      duration: null,
    });
    expect(alertTexts("toast", "es")).toMatchObject({ title: "Éxito", duration: 3000 });
    expect(alertTexts("toast", "es", "error").title).toBe("Error");
    expect(alertTexts("toast", "es", "info").title).toBe("Información");
  });

  it("maps each variant to English titles and the OK button", () => {
    expect(alertTexts("error", "en")).toMatchObject({ title: "Error", confirmLabel: "OK" });
    expect(alertTexts("info", "en")).toMatchObject({ title: "Information", confirmLabel: "OK" });
    expect(alertTexts("questionConfirm", "en")).toMatchObject({ confirmLabel: "OK", cancelLabel: "Cancel" });
    expect(alertTexts("toast", "en")).toMatchObject({ title: "Success", duration: 3000 });
    expect(alertTexts("toast", "en", "info").title).toBe("Information");
  });

  it("uses the spec's toast duration and top-end position", () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    expect(TOAST_POSITION).toBe("top-right");
  });
});

describe("documentLanguage", () => {
  it("is Spanish without a document", () => {
    expect(documentLanguage()).toBe("es");
  });

  it("reads <html lang>", () => {
    vi.stubGlobal("document", { documentElement: { lang: "en-US" } });
    try {
      expect(documentLanguage()).toBe("en");
      (document.documentElement as { lang: string }).lang = "es-MX";
      expect(documentLanguage()).toBe("es");
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("createAlerts dialogs", () => {
  it("shows one dialog at a time, in the order they were raised", async () => {
    const alerts = active();
    const order: string[] = [];
    const first = alerts.error("Reserva no encontrada").then(() => order.push("error"));
    const second = alerts.questionConfirm("¿Cancelar tu reserva?").then((ok) => order.push(`confirm:${ok}`));
    const third = alerts.info("Guardado").then(() => order.push("info"));

    expect(alerts.getSnapshot()).toMatchObject({ current: { kind: "error", title: "Error" }, queued: 2 });
    alerts.resolveCurrent(true);
    await first;
    expect(alerts.getSnapshot()).toMatchObject({
      current: { kind: "questionConfirm", message: "¿Cancelar tu reserva?", cancelLabel: "Cancelar" },
      queued: 1,
    });
    alerts.resolveCurrent(true);
    await second;
    expect(alerts.getSnapshot().current).toMatchObject({ kind: "info", title: "Información", confirmLabel: "Aceptar" });
    alerts.resolveCurrent(false);
    await third;
    expect(order).toEqual(["error", "confirm:true", "info"]);
    expect(alerts.getSnapshot()).toEqual({ current: null, queued: 0 });
  });

  it("answers question-confirm with false on cancel", async () => {
    const alerts = active("en");
    const answer = alerts.questionConfirmDark("Delete the card?");
    expect(alerts.getSnapshot().current).toMatchObject({ dark: true, confirmLabel: "OK", cancelLabel: "Cancel" });
    alerts.resolveCurrent(false);
    await expect(answer).resolves.toBe(false);
  });

  it("notifies subscribers and keeps a stable snapshot between changes", () => {
    const alerts = active();
    const listener = vi.fn();
    const unsubscribe = alerts.subscribe(listener);
    const before = alerts.getSnapshot();
    expect(alerts.getSnapshot()).toBe(before);
    void alerts.info("Hola");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(alerts.getSnapshot()).not.toBe(before);
    expect(alerts.getSnapshot()).toBe(alerts.getSnapshot());
    unsubscribe();
    alerts.resolveCurrent(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("takes the language, title and labels from the options", () => {
    const alerts = active("es");
    void alerts.errorDark("Payment failed", { language: "en" });
    expect(alerts.getSnapshot().current).toMatchObject({
      dark: true,
      language: "en",
      title: "Error",
      confirmLabel: "OK",
    });
    alerts.resolveCurrent(true);
    void alerts.questionConfirm("¿Seguro?", { title: "Cancelar membresía", confirmLabel: "Sí, cancelar" });
    expect(alerts.getSnapshot().current).toMatchObject({
      title: "Cancelar membresía",
      confirmLabel: "Sí, cancelar",
      cancelLabel: "Cancelar",
    });
  });

  it("ignores an answer meant for a dialog that is no longer on screen", async () => {
    const alerts = active();
    const first = alerts.questionConfirm("¿Uno?");
    void alerts.questionConfirm("¿Dos?");
    const firstId = alerts.getSnapshot().current!.id;
    alerts.resolveCurrent(true, firstId);
    await expect(first).resolves.toBe(true);
    // A second close event from the first dialog (e.g. the native close after Escape) arrives late.
    alerts.resolveCurrent(false, firstId);
    expect(alerts.getSnapshot().current).toMatchObject({ message: "¿Dos?" });
  });

  it("clear closes every dialog with false", async () => {
    const alerts = active();
    const a = alerts.questionConfirm("¿Uno?");
    const b = alerts.questionConfirm("¿Dos?");
    alerts.clear();
    await expect(a).resolves.toBe(false);
    await expect(b).resolves.toBe(false);
    expect(alerts.getSnapshot().current).toBeNull();
  });

  it("does nothing on the server: dialogs answer at once, question-confirm with false", async () => {
    const alerts = createAlerts({ isActive: () => false });
    await expect(alerts.questionConfirm("¿Seguro?")).resolves.toBe(false);
    await expect(alerts.error("x")).resolves.toBeUndefined();
    expect(alerts.getSnapshot().current).toBeNull();
    const sink = vi.fn();
    alerts.setToastSink(sink);
    alerts.toast("x");
    expect(sink).not.toHaveBeenCalled();
  });
});

describe("createAlerts toasts", () => {
  it("hands toasts to the sink with the spec's duration and titles", () => {
    const alerts = active("es");
    const toasts: ToastAlert[] = [];
    alerts.setToastSink((toast) => toasts.push(toast));
    alerts.toast("Reserva confirmada");
    alerts.toastDark("No pudimos guardar", { tone: "error" });
    alerts.toast("Saved", { language: "en", tone: "info", duration: 5000 });
    expect(toasts).toMatchObject([
      { message: "Reserva confirmada", title: "Éxito", tone: "success", dark: false, duration: 3000 },
      { message: "No pudimos guardar", title: "Error", tone: "error", dark: true, duration: 3000 },
      { message: "Saved", title: "Information", tone: "info", language: "en", duration: 5000 },
    ]);
  });

  it("keeps toasts raised before the host mounts, bounded, and delivers them in order", () => {
    const alerts = createAlerts({ isActive: () => true, language: () => "es", maxPendingToasts: 2 });
    alerts.toast("uno");
    alerts.toast("dos");
    alerts.toast("tres");
    const sink = vi.fn();
    alerts.setToastSink(sink);
    expect(sink.mock.calls.map(([toast]) => toast.message)).toEqual(["dos", "tres"]);
    alerts.setToastSink(null);
    alerts.toast("cuatro");
    expect(sink).toHaveBeenCalledTimes(2);
  });
});
