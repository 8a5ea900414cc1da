import { describe, expect, it } from "vitest";
import { findViolations, importsOf } from "./boundaries.ts";

describe("importsOf", () => {
  it("finds static, type, re-export and dynamic imports", () => {
    const source = `import a from "a";\nimport type { B } from "b";\nexport { c } from "./c.ts";\nimport "side";\nconst d = await import("d");\nimport {\n  e,\n  f,\n} from "ef";`;
    expect(importsOf(source)).toEqual(["a", "b", "./c.ts", "side", "d", "ef"]);
  });
});

describe("findViolations", () => {
  it("lets repositories and the db package import drizzle-orm, and nobody else", () => {
    const violations = findViolations([
      { path: "packages/domain/src/catalog/catalog-repository.ts", source: 'import { eq } from "drizzle-orm";' },
      { path: "packages/db/src/client.ts", source: 'import { drizzle } from "drizzle-orm/pglite";' },
      { path: "packages/domain/src/catalog/catalog-service.ts", source: 'import { eq } from "drizzle-orm";' },
      { path: "apps/server/src/app.ts", source: 'import { sql } from "drizzle-orm";' },
    ]);
    expect(violations.map((violation) => violation.path)).toEqual([
      "packages/domain/src/catalog/catalog-service.ts",
      "apps/server/src/app.ts",
    ]);
  });

  it("lets a domain be imported only through its index.ts", () => {
    const violations = findViolations([
      { path: "packages/domain/src/reservations/a.ts", source: 'import { x } from "../catalog/index.ts";' },
      { path: "packages/domain/src/reservations/b.ts", source: 'import { x } from "../catalog/catalog-service.ts";' },
      { path: "packages/domain/src/catalog/c.ts", source: 'import { x } from "./catalog-service.ts";' },
      { path: "apps/server/src/d.ts", source: 'import { x } from "@sobremesa/domain/catalog";' },
      { path: "apps/server/src/e.ts", source: 'import { x } from "@sobremesa/domain/catalog/catalog-service.ts";' },
      // A domain's test doubles serve tests only.
      {
        path: "apps/server/src/f.integration.test.ts",
        source: 'import { x } from "@sobremesa/domain/billing/testing";',
      },
      { path: "apps/server/src/g.ts", source: 'import { x } from "@sobremesa/domain/billing/testing";' },
    ]);
    expect(violations.map((violation) => violation.path)).toEqual([
      "packages/domain/src/reservations/b.ts",
      "apps/server/src/e.ts",
      "apps/server/src/g.ts",
    ]);
  });

  it("keeps a web feature's relative imports inside it", () => {
    const violations = findViolations([
      { path: "apps/web/app/features/place/components/a.tsx", source: 'import { x } from "../place-data.ts";' },
      {
        path: "apps/web/app/features/place/components/b.tsx",
        source: 'import { x } from "../../catalog/title-case.ts";',
      },
      { path: "apps/web/app/features/place/c.ts", source: 'import { x } from "../catalog/index.ts";' },
      { path: "apps/web/app/routes/place/d.tsx", source: 'import { x } from "../../features/place/place-meta.ts";' },
      { path: "apps/web/app/routes/place/e.tsx", source: 'import { x } from "#app/features/place/index.ts";' },
    ]);
    expect(violations.map((violation) => violation.path)).toEqual([
      "apps/web/app/features/place/components/b.tsx",
      "apps/web/app/features/place/c.ts",
      "apps/web/app/routes/place/d.tsx",
    ]);
  });

  it("keeps apps from importing each other", () => {
    const violations = findViolations([
      { path: "apps/server/src/a.ts", source: 'import x from "../../web/app/root.tsx";' },
      { path: "apps/web/app/b.ts", source: 'import { buildApp } from "@sobremesa/server";' },
      { path: "apps/web/app/c.ts", source: 'import x from "./d.ts";' },
    ]);
    expect(violations.map((violation) => violation.rule)).toEqual([
      "apps never import each other",
      "apps never import each other",
    ]);
  });
});
