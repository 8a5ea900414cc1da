// The commit-msg hook (scripts/git-hooks/commit-msg): refuses a commit whose message breaks the
// house rules, with what to fix. Git passes the message file's path.
import { readFileSync } from "node:fs";
import { commitMessageProblems } from "./commit-message.ts";

const file = process.argv[2];
if (!file) {
  console.error("usage: node scripts/check-commit-message.ts <commit message file>");
  process.exit(2);
}
const problems = commitMessageProblems(readFileSync(file, "utf8"));
for (const problem of problems) console.error(`commit message: ${problem}`);
if (problems.length > 0) {
  console.error(`the message is kept in ${file}: \`git commit -e -F ${file}\` edits it`);
  process.exit(1);
}
