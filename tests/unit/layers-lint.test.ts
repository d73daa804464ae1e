import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The import direction (eslint-rules/layers.js) is a lint rule: these cases
 * lint a small source as if it stood at a path of the repo, so a broken rule
 * (one that lets everything through) fails here, not only in review.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function layerProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "chemsafe/layers").map((m) => m.message);
}

describe("import direction between the layers", () => {
  it("refuses core importing the app, the API, the database or a framework", async () => {
    expect(
      await layerProblems("core/example.ts", 'import { errorMessage } from "../app/lib/errors";\n'),
    ).toEqual([expect.stringContaining("core/ must not import app/")]);
    expect(
      await layerProblems("core/example.ts", 'import { notFound } from "../api/http/errors";\n'),
    ).toHaveLength(1);
    expect(await layerProblems("core/example.ts", 'import { users } from "../db/schema";\n')).toHaveLength(1);
    expect(await layerProblems("core/example.ts", 'import { useState } from "react";\n')).toEqual([
      expect.stringContaining("core/ imports no package but zod"),
    ]);
    expect(
      await layerProblems("core/example.ts", 'import { z } from "zod";\nimport { MAX_ID } from "./ids";\n'),
    ).toEqual([]);
  });

  it("refuses the API importing the app", async () => {
    expect(
      await layerProblems("api/example.ts", 'import { requireUser } from "../app/lib/auth.server";\n'),
    ).toEqual([expect.stringContaining("api/ must not import app/")]);
    expect(await layerProblems("api/example.ts", 'import { parseId } from "../core/ids";\n')).toEqual([]);
  });

  it("lets the app import only types from the API", async () => {
    const file = "app/features/example/api.server.ts";
    expect(await layerProblems(file, 'import { UserSchema } from "../../../api/users/schemas";\n')).toEqual([
      expect.stringContaining("only types from api/"),
    ]);
    expect(await layerProblems(file, 'import type { User } from "../../../api/users/schemas";\n')).toEqual(
      [],
    );
    expect(await layerProblems(file, 'import { type User } from "../../../api/users/schemas";\n')).toEqual(
      [],
    );
    expect(await layerProblems(file, 'import { getApi } from "../../../api/instance";\n')).toHaveLength(1);
    expect(
      await layerProblems("app/lib/api-client.server.ts", 'import { getApi } from "../../api/instance";\n'),
    ).toEqual([]);
  });

  it("keeps the database out of the app except its own session and rate-limit state", async () => {
    expect(
      await layerProblems("app/features/example/routes/x.tsx", 'import { getDb } from "~/../db/client";\n'),
    ).toHaveLength(1);
    expect(
      await layerProblems("app/lib/session.server.ts", 'import { getDb } from "../../db/client";\n'),
    ).toEqual([]);
  });

  it("keeps db/ to core", async () => {
    expect(
      await layerProblems("db/example.ts", 'import { seedDemoData } from "../seed/seed";\n'),
    ).toHaveLength(1);
    expect(await layerProblems("db/example.ts", 'import { LANGUAGES } from "../core/languages";\n')).toEqual(
      [],
    );
  });

  it("passes on the repository as it is", async () => {
    const results = await eslint.lintFiles(["core", "server", "db"]);
    const problems = results.flatMap((r) => r.messages.filter((m) => m.ruleId === "chemsafe/layers"));
    expect(problems).toEqual([]);
  });
});
