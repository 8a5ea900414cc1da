import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const LIMIT = 500;
/** What a long file's opening comment says, so that a reader knows its length was chosen. */
const REASON = `past ${LIMIT} lines`;

/** Seed data and generated code may be long: they are read by machines, or rewritten by one. */
const exempt = [/^packages\/db\/src\/seed\//, /^packages\/db\/migrations\//, /\.d\.ts$/];

function sourceFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "*.ts", "*.tsx"], {
    cwd: root,
    encoding: "utf8",
  });
  return listed.split("\n").filter((file) => file && !exempt.some((pattern) => pattern.test(file)));
}

describe(`source files over ${LIMIT} lines`, () => {
  it("say why at their top, or are split", () => {
    const unexplained = sourceFiles().filter((file) => {
      let text: string;
      try {
        text = readFileSync(`${root}${file}`, "utf8");
      } catch {
        return false; // listed by git but deleted in the working tree
      }
      const lines = text.split("\n");
      return lines.length > LIMIT && !lines.slice(0, 5).join("\n").includes(REASON);
    });
    expect(unexplained).toEqual([]);
  });
});
