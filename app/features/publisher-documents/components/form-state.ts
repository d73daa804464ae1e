import type { SubmissionResult } from "@conform-to/react";
import type { ShownProblem } from "../sheet-problems";

/** What the editor's action answers when the page is shown again: a form's errors, or why publishing failed. */
export type EditorAction =
  | { intent: "start" | "copy" | "section"; result: SubmissionResult<string[]> }
  | { intent: "publish"; problems: ShownProblem[] };

/**
 * The errors and posted values of one of the page's forms, so that a refused form shows what was typed (the
 * page renders on the server: without JavaScript the browser keeps nothing).
 */
export function formState(actionData: EditorAction | undefined, intent: "start" | "copy" | "section") {
  const result = actionData && actionData.intent === intent ? actionData.result : undefined;
  const errors = (result?.error ?? {}) as Record<string, string[] | null>;
  const values = (result?.initialValue ?? null) as Record<string, unknown> | null;
  return {
    posted: values !== null,
    /** The messages of a field ("" for the form's own). */
    errorsOf: (name: string) => errors[name] ?? [],
    /** Every message: the form's own first, then each field's, linking to it. */
    summary: (formId: string) =>
      Object.entries(errors).flatMap(([name, messages]) =>
        (messages ?? []).map((text, i) => ({
          key: `${name}-${i}`,
          text,
          ...(name === "" ? {} : { href: `#${formId}-${name}` }),
        })),
      ),
    /** The posted text of a field, or `fallback` when nothing was posted. */
    text: (name: string, fallback: string) => {
      if (values === null) return fallback;
      const value = values[name];
      return typeof value === "string" ? value : "";
    },
    /** The posted values of a field of checkboxes, or `fallback` when nothing was posted. */
    list: (name: string, fallback: readonly string[]) => {
      if (values === null) return fallback;
      const value = values[name];
      return Array.isArray(value) ? value.map(String) : typeof value === "string" ? [value] : [];
    },
  };
}

export type FormState = ReturnType<typeof formState>;
