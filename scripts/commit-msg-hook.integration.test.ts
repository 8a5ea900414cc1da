import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const hooks = fileURLToPath(new URL("./git-hooks", import.meta.url));
let repository: string;

const git = (...args: string[]) =>
  spawnSync("git", ["-c", `core.hooksPath=${hooks}`, ...args], { cwd: repository, encoding: "utf8" });

beforeAll(() => {
  repository = mkdtempSync(path.join(tmpdir(), "commit-msg-"));
  execFileSync("git", ["init", "--quiet"], { cwd: repository });
  execFileSync("git", ["config", "user.email", "dev@sobremesa.test"], { cwd: repository });
  execFileSync("git", ["config", "user.name", "Dev"], { cwd: repository });
});

afterAll(() => rmSync(repository, { recursive: true, force: true }));

describe("the commit-msg hook", () => {
  it("lets a well-formed message through", () => {
    const result = git("commit", "--allow-empty", "--quiet", "-m", "Add the thing", "-m", "Because it was missing.");
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });

  it("refuses a long subject and a body glued to it, saying why", () => {
    const result = git("commit", "--allow-empty", "--quiet", "-m", `${"a".repeat(73)}\nglued body`);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain("the subject has 73 characters; at most 72");
    expect(result.stderr).toContain("the subject must be followed by a blank line");
    expect(git("rev-list", "--count", "HEAD").stdout.trim()).toBe("1");
  });
});
