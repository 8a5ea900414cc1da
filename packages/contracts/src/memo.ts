/**
 * A bounded memo for pure, synchronous answers: built once per key, all dropped when the bound is
 * reached (the keys come from code and place time zones, a small set; the bound only guards against
 * a surprise).
 */
export function createMemo<V>(maxEntries: number): (key: string, build: () => V) => V {
  const answers = new Map<string, V>();
  return (key, build) => {
    if (answers.has(key)) return answers.get(key) as V;
    if (answers.size >= maxEntries) answers.clear();
    const answer = build();
    answers.set(key, answer);
    return answer;
  };
}
