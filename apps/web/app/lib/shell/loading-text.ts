import type { Language } from "@sobremesa/contracts";
import { shellTexts } from "./shell-texts";

/** The loading popup's text: its own message, else the default ("Cargando…" / "Loading…"). */
export function loadingMessage(message: string | null | undefined, fallback: string): string {
  const trimmed = message?.trim();
  return trimmed ? trimmed : fallback;
}

export function defaultLoadingMessage(language: Language): string {
  return shellTexts(language).loading.default;
}
