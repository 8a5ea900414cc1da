/**
 * The part of a name that matches the typed text, found the way the server matches (accents and
 * case ignored): "queretaro" marks "Querétaro" whole, "san jose" marks "San José" in "San José del Cabo".
 */
export interface Segment {
  text: string;
  match: boolean;
}

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

export function highlightMatch(name: string, query: string): Segment[] {
  const needle = fold(query.trim());
  if (!needle) return [{ text: name, match: false }];
  // Fold the name character by character, remembering where each folded character came from.
  let folded = "";
  const origin: number[] = [];
  const chars = Array.from(name);
  let offset = 0;
  for (const char of chars) {
    const part = fold(char);
    for (let i = 0; i < part.length; i += 1) origin.push(offset);
    folded += part;
    offset += char.length;
  }
  const at = folded.indexOf(needle);
  if (at === -1) return [{ text: name, match: false }];
  const start = origin[at]!;
  const lastOrigin = origin[at + needle.length - 1]!;
  const end = lastOrigin + (name.codePointAt(lastOrigin)! > 0xffff ? 2 : 1);
  return [
    { text: name.slice(0, start), match: false },
    { text: name.slice(start, end), match: true },
    { text: name.slice(end), match: false },
  ].filter((segment) => segment.text.length > 0);
}
