import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * The backticked spans of a Markdown text (fenced blocks left out) that name a repository path:
 * relative, with a slash, ending in "/" or a file extension. URL paths ("/api/docs"), package names
 * ("@sobremesa/..."), aliases ("#app/...") and patterns ("*", "<area>", "{es,en}") are not files.
 */
function repositoryPathsIn(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, "");
  const paths = new Set<string>();
  for (const [, span] of prose.matchAll(/`([^`\n]+)`/g)) {
    if (!span!.includes("/") || /[\s*<>{}:]/.test(span!) || /^[/.#@]/.test(span!)) continue;
    if (span!.endsWith("/") || /\/[^/]*\.[a-z0-9]+$/i.test(span!)) paths.add(span!);
  }
  return [...paths];
}

describe("repositoryPathsIn", () => {
  it("keeps repository files and folders, and leaves out URLs, packages, patterns and fenced blocks", () => {
    const markdown = [
      "See `apps/web/app/routes.ts`, `packages/db/migrations/` and `apps/server/src/surfaces/main/index.ts`.",
      "Not `/api/docs`, `/lugar/:slug/reservar/`, `@sobremesa/domain/reservations`, `#app/lib/seo/page-meta.ts`,",
      "`apps/web/app/routes/<area>/`, `packages/domain/src/*/index.ts`, `npm run lint`, `apps/web/build`.",
      "```",
      "`inside/a/fence.ts`",
      "```",
    ].join("\n");
    expect(repositoryPathsIn(markdown)).toEqual([
      "apps/web/app/routes.ts",
      "packages/db/migrations/",
      "apps/server/src/surfaces/main/index.ts",
    ]);
  });
});

describe("docs/architecture.md", () => {
  const paths = repositoryPathsIn(readFileSync(`${root}docs/architecture.md`, "utf8"));

  it("names many paths (so the check below cannot pass on an empty list)", () => {
    expect(paths.length).toBeGreaterThan(50);
  });

  it("names only paths that exist", () => {
    expect(paths.filter((path) => !existsSync(`${root}${path}`))).toEqual([]);
  });
});
