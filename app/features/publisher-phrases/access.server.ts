import type { PermissionRequirement } from "~/lib/guards.server";

/** Who reads the standard phrases and adds new ones: internal-document publishers. */
export const PHRASE_READERS: PermissionRequirement = { all: ["local_publisher"] };

/**
 * Who changes, translates and deletes an existing phrase: publishers who may also delete and edit in internal
 * documents. The API refuses everyone else (403); the pages only spare them a form they cannot use.
 */
export const PHRASE_EDITORS: PermissionRequirement = { all: ["local_publisher", "local_publisher_delete"] };
