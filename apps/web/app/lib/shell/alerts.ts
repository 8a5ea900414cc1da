import type { Language } from "@sobremesa/contracts";
import { catalogueOf } from "#app/lib/i18n/i18n.ts";
import { requestAlertsHost } from "./alerts-demand";
import { shellTexts } from "./shell-texts";

/**
 * The alerts service: error, info and question-confirm dialogs, 3000 ms toasts at
 * the top end with a progress bar, and a dark variant of each. This module is the framework-free
 * core (texts, queue, toast hand-off); alerts.tsx renders it. The `alerts` object works anywhere,
 * React or not: `await alerts.questionConfirm("¿Cancelar tu reserva?")`.
 */

export type DialogKind = "error" | "info" | "questionConfirm";
export type ToastTone = "success" | "error" | "info";
export type AlertVariant = DialogKind | "toast";

/** Toast alerts last 3000 ms. */
export const TOAST_DURATION_MS = 3000;
/** Toasts sit at the top end; sonner's "top-right" is the top end in left-to-right pages. */
export const TOAST_POSITION = "top-right" as const;

export { shellTexts };

export interface AlertTexts {
  /** Empty for question-confirm: the caller's question is the dialog's heading. */
  title: string;
  confirmLabel: string;
  cancelLabel: string | null;
  /** Milliseconds before it closes by itself; null waits for the person. */
  duration: number | null;
}

/** The fixed texts of a variant in a language (titles Error / Éxito / Información, button Aceptar). */
export function alertTexts(variant: AlertVariant, language: Language, tone: ToastTone = "success"): AlertTexts {
  const t = catalogueOf(language).shell.alerts;
  switch (variant) {
    case "error":
      return { title: t.titles.error, confirmLabel: t.ok, cancelLabel: null, duration: null };
    case "info":
      return { title: t.titles.info, confirmLabel: t.ok, cancelLabel: null, duration: null };
    case "questionConfirm":
      return { title: "", confirmLabel: t.ok, cancelLabel: t.cancel, duration: null };
    case "toast":
      return { title: t.titles[tone], confirmLabel: t.ok, cancelLabel: null, duration: TOAST_DURATION_MS };
  }
}

/** The page language from <html lang> ("es-MX", "en-US"), Spanish when there is no document. */
export function documentLanguage(): Language {
  const lang = typeof document === "undefined" ? "" : document.documentElement.lang;
  return lang.toLowerCase().startsWith("en") ? "en" : "es";
}

interface CommonOptions {
  /** Defaults to the page language (<html lang>). */
  language?: Language;
  dark?: boolean;
  /** Replaces the variant's default title. */
  title?: string;
}

export interface DialogOptions extends CommonOptions {
  confirmLabel?: string;
}

export interface ConfirmOptions extends DialogOptions {
  cancelLabel?: string;
}

export interface ToastOptions extends CommonOptions {
  tone?: ToastTone;
  duration?: number;
}

export interface DialogAlert {
  id: number;
  kind: DialogKind;
  dark: boolean;
  language: Language;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string | null;
}

export interface ToastAlert {
  id: number;
  tone: ToastTone;
  dark: boolean;
  language: Language;
  title: string;
  message: string;
  duration: number;
}

export type ToastSink = (toast: ToastAlert) => void;

export interface AlertsSnapshot {
  /** The dialog on screen; the rest wait in order. */
  current: DialogAlert | null;
  queued: number;
}

export interface Alerts {
  error(message: string, options?: DialogOptions): Promise<void>;
  info(message: string, options?: DialogOptions): Promise<void>;
  /** Resolves true on confirm, false on cancel or Escape. */
  questionConfirm(message: string, options?: ConfirmOptions): Promise<boolean>;
  toast(message: string, options?: ToastOptions): void;
  errorDark(message: string, options?: DialogOptions): Promise<void>;
  infoDark(message: string, options?: DialogOptions): Promise<void>;
  questionConfirmDark(message: string, options?: ConfirmOptions): Promise<boolean>;
  toastDark(message: string, options?: ToastOptions): void;
  /**
   * Closes the current dialog with this answer and shows the next queued one. With an id, only
   * that dialog is closed, so a late or repeated event cannot answer the next one.
   */
  resolveCurrent(confirmed: boolean, id?: number): void;
  /** Closes every dialog (answer false) and forgets pending toasts, e.g. when the host unmounts. */
  clear(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): AlertsSnapshot;
  /** The host hands toasts to its renderer; toasts raised before it mounts wait for it. */
  setToastSink(sink: ToastSink | null): void;
}

export interface CreateAlertsOptions {
  /** False on the server: dialogs answer at once (question-confirm with false) and toasts are dropped. */
  isActive?: () => boolean;
  language?: () => Language;
  /** Toasts kept while no host is mounted; older ones are dropped beyond this. */
  maxPendingToasts?: number;
  /** Called on every alert raised while active: the app's service asks the shell for its host. */
  onUse?: () => void;
}

interface Entry {
  alert: DialogAlert;
  resolve: (confirmed: boolean) => void;
}

const EMPTY: AlertsSnapshot = { current: null, queued: 0 };

export function createAlerts({
  isActive = () => typeof document !== "undefined",
  language = documentLanguage,
  maxPendingToasts = 5,
  onUse,
}: CreateAlertsOptions = {}): Alerts {
  const queue: Entry[] = [];
  const listeners = new Set<() => void>();
  const pendingToasts: ToastAlert[] = [];
  let sink: ToastSink | null = null;
  let nextId = 1;
  let snapshot = EMPTY;

  const emit = () => {
    const head = queue[0];
    snapshot = head ? { current: head.alert, queued: queue.length - 1 } : EMPTY;
    for (const listener of listeners) listener();
  };

  const openDialog = (kind: DialogKind, message: string, options: ConfirmOptions, dark: boolean) => {
    if (!isActive()) return Promise.resolve(false);
    onUse?.();
    const lang = options.language ?? language();
    const texts = alertTexts(kind, lang);
    const alert: DialogAlert = {
      id: nextId++,
      kind,
      dark: options.dark ?? dark,
      language: lang,
      title: options.title ?? texts.title,
      message,
      confirmLabel: options.confirmLabel ?? texts.confirmLabel,
      cancelLabel: kind === "questionConfirm" ? (options.cancelLabel ?? texts.cancelLabel) : null,
    };
    return new Promise<boolean>((resolve) => {
      queue.push({ alert, resolve });
      emit();
    });
  };

  const showToast = (message: string, options: ToastOptions, dark: boolean) => {
    if (!isActive()) return;
    onUse?.();
    const lang = options.language ?? language();
    const tone = options.tone ?? "success";
    const texts = alertTexts("toast", lang, tone);
    const toast: ToastAlert = {
      id: nextId++,
      tone,
      dark: options.dark ?? dark,
      language: lang,
      title: options.title ?? texts.title,
      message,
      duration: options.duration ?? TOAST_DURATION_MS,
    };
    if (sink) {
      sink(toast);
      return;
    }
    pendingToasts.push(toast);
    if (pendingToasts.length > maxPendingToasts) pendingToasts.shift();
  };

  const done = (promise: Promise<boolean>) => promise.then(() => undefined);

  return {
    error: (message, options = {}) => done(openDialog("error", message, options, false)),
    info: (message, options = {}) => done(openDialog("info", message, options, false)),
    questionConfirm: (message, options = {}) => openDialog("questionConfirm", message, options, false),
    toast: (message, options = {}) => showToast(message, options, false),
    errorDark: (message, options = {}) => done(openDialog("error", message, options, true)),
    infoDark: (message, options = {}) => done(openDialog("info", message, options, true)),
    questionConfirmDark: (message, options = {}) => openDialog("questionConfirm", message, options, true),
    toastDark: (message, options = {}) => showToast(message, options, true),
    resolveCurrent(confirmed, id) {
      const head = queue[0];
      if (!head || (id !== undefined && head.alert.id !== id)) return;
      queue.shift();
      head.resolve(confirmed);
      emit();
    },
    clear() {
      const entries = queue.splice(0);
      pendingToasts.length = 0;
      for (const entry of entries) entry.resolve(false);
      if (entries.length) emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    setToastSink(next) {
      sink = next;
      if (!sink) return;
      for (const toast of pendingToasts.splice(0)) sink(toast);
    },
  };
}

/**
 * The app's one alerts service; `<AlertsHost />` renders it, loaded by `<ShellHost />` on the first
 * alert (alerts-demand.ts).
 */
export const alerts: Alerts = createAlerts({ onUse: requestAlertsHost });
