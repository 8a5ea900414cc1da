import { CODE_LENGTH } from "@sobremesa/contracts";

/**
 * The rules of the one-character-per-box code input, as pure functions so they are tested without a
 * browser: each takes the boxes and the focused box and answers the new boxes and where focus goes.
 */
export type CodeBoxes = readonly string[];

export interface CodeStep {
  boxes: string[];
  /** The box to focus next. */
  focus: number;
}

export type PasteOutcome = ({ kind: "ok" } & CodeStep) | { kind: "error" };

export function emptyBoxes(length = CODE_LENGTH): string[] {
  return Array.from({ length }, () => "");
}

export function boxesOf(code: string, length = CODE_LENGTH): string[] {
  const digits = code.replace(/\D/g, "").slice(0, length);
  return Array.from({ length }, (_, index) => digits[index] ?? "");
}

/** The code when every box holds a digit, else null. */
export function completeCode(boxes: CodeBoxes): string | null {
  return boxes.every((box) => /^\d$/.test(box)) ? boxes.join("") : null;
}

const clamp = (index: number, length: number) => Math.max(0, Math.min(length - 1, index));

/**
 * Spreads the digits of a text one per box from `index` on (other characters are dropped), and
 * focuses the last box it filled. No digit at all is an error: nothing changes.
 */
export function spreadAt(boxes: CodeBoxes, index: number, text: string): PasteOutcome {
  const digits = text.replace(/\D/g, "");
  if (digits.length === 0) return { kind: "error" };
  const next = [...boxes];
  let last = index;
  for (let offset = 0; offset < digits.length && index + offset < next.length; offset++) {
    next[index + offset] = digits[offset]!;
    last = index + offset;
  }
  return { kind: "ok", boxes: next, focus: last };
}

/**
 * A paste into box `index`. `read` gets the clipboard's text and may throw (denied permission, a
 * browser without clipboard data): that, or a text without digits, is a failed paste.
 */
export function pasteAt(boxes: CodeBoxes, index: number, read: () => string): PasteOutcome {
  let text: string;
  try {
    text = read();
  } catch {
    return { kind: "error" };
  }
  if (typeof text !== "string") return { kind: "error" };
  return spreadAt(boxes, index, text);
}

/**
 * What the browser put in box `index` after typing: digits only; one digit fills the box and moves
 * on, several (an SMS autofill, a fast typist) spread like a paste; anything else is ignored.
 */
export function typeAt(boxes: CodeBoxes, index: number, input: string): CodeStep {
  const current = boxes[index] ?? "";
  // The box held a digit and the browser appended the new one: keep the new one.
  const fresh = current && input.startsWith(current) && input.length > 1 ? input.slice(current.length) : input;
  const digits = fresh.replace(/\D/g, "");
  if (digits.length === 0) {
    if (input === "") {
      const next = [...boxes];
      next[index] = "";
      return { boxes: next, focus: index };
    }
    return { boxes: [...boxes], focus: index };
  }
  if (digits.length === 1) {
    const next = [...boxes];
    next[index] = digits;
    return { boxes: next, focus: clamp(index + 1, boxes.length) };
  }
  const spread = spreadAt(boxes, index, digits);
  return spread.kind === "ok" ? { boxes: spread.boxes, focus: spread.focus } : { boxes: [...boxes], focus: index };
}

/** Backspace: empties the box, or when it is already empty, the one before, and goes back to it. */
export function backspaceAt(boxes: CodeBoxes, index: number): CodeStep {
  const next = [...boxes];
  if (next[index]) {
    next[index] = "";
    return { boxes: next, focus: index };
  }
  if (index === 0) return { boxes: next, focus: 0 };
  next[index - 1] = "";
  return { boxes: next, focus: index - 1 };
}

/** Where an arrow, Home or End key moves focus from box `index`; null for other keys. */
export function moveFocus(key: string, index: number, length = CODE_LENGTH): number | null {
  switch (key) {
    case "ArrowLeft":
      return clamp(index - 1, length);
    case "ArrowRight":
      return clamp(index + 1, length);
    case "Home":
      return 0;
    case "End":
      return length - 1;
    default:
      return null;
  }
}
