/**
 * A strict enough well-formedness check for the sitemaps' own XML (tests only; no XML parser is a
 * dependency): balanced tags, quoted attributes, and no bare `<` or `&` outside an entity.
 * Returns the problems found; an empty list is a well-formed document.
 */
export function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, "");
  if (body === xml) problems.push("no XML declaration");
  const stack: string[] = [];
  const token = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/g;
  const text = (value: string, where: string) => {
    const bare = value.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, "");
    if (bare.includes("&")) problems.push(`bare & in ${where}: ${value.slice(0, 80)}`);
  };
  let roots = 0;
  for (const match of body.matchAll(token)) {
    const [, closing, name, attributes, selfClosing, chars, stray] = match;
    if (stray) {
      problems.push(`stray < at ${match.index}`);
      continue;
    }
    if (chars !== undefined) {
      if (stack.length === 0 && chars.trim()) problems.push(`text outside the root: ${chars.slice(0, 40)}`);
      text(chars, "text");
      continue;
    }
    for (const attribute of (attributes ?? "").matchAll(/="([^"]*)"/g)) text(attribute[1]!, `an attribute of ${name}`);
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open}>`);
    } else if (!selfClosing) {
      if (stack.length === 0) roots++;
      stack.push(name!);
    }
  }
  if (stack.length > 0) problems.push(`unclosed ${stack.join(" > ")}`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  return problems;
}
