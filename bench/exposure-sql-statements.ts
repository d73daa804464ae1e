import type { Database } from "../db/client";

type Executor = Pick<Database, "execute">;

/** The exposure pages' statements, each through the API's own query code with an explaining executor. */
export async function explainExposureStatements(
  _db: Database,
  _explaining: (label: string) => Executor,
  _only: string | undefined,
): Promise<void> {}
