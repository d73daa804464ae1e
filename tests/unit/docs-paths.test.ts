import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The guides name files of the repository so a reader can open them; a file
 * that moved leaves the guide pointing nowhere. Every concrete path they name
 * (no placeholders like `<name>` or wildcards) must exist. Decisions are left
 * out: they record what was true when they were taken.
 */
const GUIDES = [
  "README.md",
  "docs/architecture.md",
  "docs/adding-a-module.md",
  "docs/chemical-approvals.md",
  "docs/deployment.md",
  "docs/performance.md",
  "docs/identity-providers.md",
  "docs/sds-reading.md",
  "bench/SDS-CORPUS.md",
];
const TOP = "(?:app|api|core|server|db|seed|tests|scripts|bench|oidc|reference|public|eslint-rules|docs)";
const PATH = new RegExp(`(?<![\\w./-])(?:\\.\\./)?(${TOP}/[\\w./$-]*[\\w$])`, "g");

function pathsIn(text: string): string[] {
  return [...text.matchAll(PATH)]
    .map((match) => match[1] ?? "")
    .filter((path) => !/[<>*{}]|NNN/.test(path))
    .map((path) => path.replace(/[.]+$/, ""));
}

describe("paths named in the guides", () => {
  for (const guide of GUIDES) {
    it(`${guide} names only files that exist`, () => {
      const text = readFileSync(guide, "utf8");
      const base = guide.startsWith("docs/") ? "docs/" : "";
      const missing = pathsIn(text).filter((path) => !existsSync(path) && !existsSync(base + path));
      expect(missing).toEqual([]);
    });
  }
});
