/**
 * Run as root, the embedded PostgreSQL runs as the user "postgres", who must be
 * able to enter every directory on the way to its binaries and data. Started
 * from a checkout inside a directory only root may enter (mode 700, as
 * `mktemp -d` makes), the start stops with one line that names the directory
 * and the fixes, instead of `spawn …/initdb EACCES` and a stack trace.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  closedDirectoryMessage,
  firstClosedDirectory,
  startEmbeddedPostgres,
  StartupProblem,
  type DirectoryAccess,
} from "../../db/embedded";

const ROOT_OWNED = { uid: 0, gid: 0 };
const tree: Record<string, DirectoryAccess> = {
  "/": { mode: 0o40755, ...ROOT_OWNED },
  "/tmp": { mode: 0o41777, ...ROOT_OWNED },
  "/tmp/tmp.abc": { mode: 0o40700, ...ROOT_OWNED },
  "/tmp/tmp.abc/chemsafe": { mode: 0o40755, ...ROOT_OWNED },
  "/tmp/tmp.abc/chemsafe/data": { mode: 0o40755, ...ROOT_OWNED },
  "/srv": { mode: 0o40750, uid: 0, gid: 26 },
  "/srv/chemsafe": { mode: 0o40755, ...ROOT_OWNED },
  "/home": { mode: 0o40755, ...ROOT_OWNED },
  "/home/pg": { mode: 0o40700, uid: 26, gid: 26 },
};
const access = (dir: string) => {
  const entry = tree[dir];
  if (!entry) throw new Error(`no ${dir} in the test tree`);
  return entry;
};
const postgres = { uid: 26, gid: 26 };

describe("firstClosedDirectory", () => {
  it("finds the mode-700 directory on the way to the data", () => {
    expect(firstClosedDirectory("/tmp/tmp.abc/chemsafe/data", postgres, access)).toBe("/tmp/tmp.abc");
  });

  it("lets the user through directories open to others, to its group, or its own", () => {
    expect(firstClosedDirectory("/srv/chemsafe", postgres, access)).toBeUndefined();
    expect(firstClosedDirectory("/home/pg", postgres, access)).toBeUndefined();
  });

  it("a user not created yet has only the permissions of others", () => {
    expect(firstClosedDirectory("/srv/chemsafe", {}, access)).toBe("/srv");
  });
});

describe("the message", () => {
  it("is one line that names the directory, its mode and the fixes", () => {
    const message = closedDirectoryMessage("/tmp/tmp.abc", 0o40700);
    expect(message).not.toContain("\n");
    expect(message).toContain("/tmp/tmp.abc (mode 700)");
    expect(message).toContain("chmod o+x /tmp/tmp.abc");
    expect(message).toContain("DATABASE_URL");
  });
});

describe.runIf(process.getuid?.() === 0)("as root, from inside a mode-700 directory", () => {
  it("stops before initdb with the one-line problem", async () => {
    const closed = mkdtempSync(join(tmpdir(), "chemsafe-closed-")); // mode 700, like mktemp -d
    try {
      const start = startEmbeddedPostgres({
        dir: join(closed, "data", "postgres"),
        port: 1,
        persistent: false,
      });
      await expect(start).rejects.toBeInstanceOf(StartupProblem);
      await expect(start).rejects.toThrow(`cannot enter ${closed} (mode 700)`);
    } finally {
      rmSync(closed, { recursive: true, force: true });
    }
  });
});
