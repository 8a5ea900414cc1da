/** The longest subject line a commit may have: it fits `git log --oneline` and e-mail subjects. */
export const MAX_SUBJECT_LENGTH = 72;

/** Git's own marker: the editor's verbose diff below it is never part of the message. */
const SCISSORS = /^# -+ >8 -+$/;

/**
 * The message as git will store it: the hook sees the editor's text, comment lines and the verbose
 * diff included, which git strips only after the hook has run.
 */
function storedLines(text: string): string[] {
  const lines: string[] = [];
  for (const line of text.replace(/\r\n/g, "\n").split("\n")) {
    if (SCISSORS.test(line)) break;
    if (!line.startsWith("#")) lines.push(line.trimEnd());
  }
  while (lines[0] === "") lines.shift();
  return lines;
}

/** What is wrong with a commit message's form; empty when the subject and its blank line are right. */
export function commitMessageProblems(text: string): string[] {
  const [subject = "", second] = storedLines(text);
  const problems: string[] = [];
  // Characters, not UTF-16 units: an accented Spanish subject counts as it reads.
  const length = [...subject].length;
  if (length > MAX_SUBJECT_LENGTH) {
    problems.push(`the subject has ${length} characters; at most ${MAX_SUBJECT_LENGTH}`);
  }
  if (second !== undefined && second !== "") problems.push("the subject must be followed by a blank line");
  return problems;
}
