import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import type { z } from "zod";
import type { SettingsTab } from "../../../core/company-settings/values";
import type { Translate } from "../../../core/translate";
import { replyToFailure } from "../../lib/api-failure.server";
import { readForm } from "../../lib/forms.server";
import { getTranslator } from "../../lib/i18n.server";
import { redirectWithToast } from "../../lib/toast.server";
import { requireSettingsAdmin } from "./access.server";
import { saveSettingsTab } from "./api.server";

/**
 * The action of every settings tab: user_admin, the tab's rules (the same schema as the browser, in the
 * user's language), the save, then back to the tab with "Settings saved". Refused input comes back as the
 * form's errors with nothing saved.
 */
export async function submitSettingsTab(
  request: Request,
  tab: SettingsTab,
  schemaOf: (t: Translate) => z.ZodType,
): Promise<SubmissionResult<string[]>> {
  const [{ api }, { t }] = await Promise.all([requireSettingsAdmin(request), getTranslator(request)]);
  const submission = parseWithZod(await readForm(request), { schema: schemaOf(t) });
  if (submission.status !== "success") return submission.reply();
  const back = `/company-settings/${tab}`;
  try {
    await saveSettingsTab(api, tab, submission.value);
  } catch (error) {
    return replyToFailure(error, { submission, back, t });
  }
  throw await redirectWithToast(back, { type: "success", text: t("companySettings.saved") });
}
