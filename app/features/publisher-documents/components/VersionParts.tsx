import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary } from "~/ui/ErrorSummary";

/**
 * What a sheet's versions page shows of its forms from the first visit: the replies of its posts, the
 * one-button forms and their problems. The forms with fields (components/VersionForms.tsx) hydrate later.
 */

export type VersionIntent = "newVersion" | "otherLanguage" | "otherMarket" | "copy" | "delete";

/** What the action answers for a form that failed: which form, and conform's result for it. */
export interface VersionFormReply {
  intent: VersionIntent;
  result: SubmissionResult<string[]>;
}

/** The reply of `intent`'s form, if the last post was that form's. */
export const replyFor = (reply: VersionFormReply | undefined, intent: VersionIntent) =>
  reply?.intent === intent ? reply.result : undefined;

/** "New version" of one row: the next version in its language and market. */
export function NewVersionButton({ from, label }: { from: number; label: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="newVersion" />
      <input type="hidden" name="from" value={from} />
      <button type="submit" aria-label={`${t("publisher.versions.newVersion")}: ${label}`}>
        {t("publisher.versions.newVersion")}
      </button>
    </Form>
  );
}

export interface Choice {
  id: number;
  name: string;
}

/** The problems of a form that has no fields to show them under (a button's post): all at the top. */
export function ReplyErrors({
  formId,
  lastResult,
}: {
  formId: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const messages = Object.values(lastResult?.error ?? {}).flatMap((list) => list ?? []);
  const { t } = useTranslation();
  return (
    <ErrorSummary
      title={t("publisher.versions.errorTitle")}
      formId={formId}
      lastResult={lastResult}
      errors={undefined}
      formErrors={messages}
    />
  );
}
