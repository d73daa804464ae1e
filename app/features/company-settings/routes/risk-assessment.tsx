import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { RA_APPROVERS_MAX } from "../../../../core/company-settings/values";
import { riskAssessmentInputSchema } from "../../../../core/company-settings/rules";
import { requireSettingsAdmin } from "~/features/company-settings/access.server";
import { getSettings } from "~/features/company-settings/api.server";
import { getUser, listUsers } from "~/features/users/api.server";
import { submitSettingsTab } from "~/features/company-settings/tab-form.server";
import { ticked } from "~/features/company-settings/components/SettingsForm";
import { getTranslator } from "~/lib/i18n.server";
import { pageTitle } from "~/ui/meta";
import { hydrateLater } from "~/ui/hydrateLater";

export const handle = {
  breadcrumb: { key: "companySettings.tab.riskAssessment", to: "/company-settings/risk-assessment" },
};

export const meta = pageTitle;

/**
 * /company-settings/risk-assessment (user_admin): approval, approvers, review interval, risk matrix labels and
 * how long exposure records are kept. Templates are made in the template builder (/smartforms/templates).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ api }, { t }] = await Promise.all([requireSettingsAdmin(request), getTranslator(request)]);
  const { settings } = await getSettings(api);
  const approvers = await approverChoices(api, settings.ra_approvers);
  return {
    title: `${t("companySettings.tab.riskAssessment")} – ${t("companySettings.title")} – ${t("app.name")}`,
    approvers,
    defaults: {
      ra_approval_required: ticked(settings.ra_approval_required),
      ra_review_months: String(settings.ra_review_months),
      ra_approvers: settings.ra_approvers.map(String),
      ra_probability_labels: settings.ra_probability_labels,
      ra_consequence_labels: settings.ra_consequence_labels,
      exposure_retention_years: String(settings.exposure_retention_years),
    },
  };
}

/** Pages of active, non-guest users offered as approvers (a bounded list; the chosen ones always appear). */
const APPROVER_PAGES = 3;

/** Who may be ticked as an approver: the first pages of active users, and everyone already chosen. */
async function approverChoices(api: Parameters<typeof listUsers>[0], chosen: number[]) {
  const pages = await Promise.all(
    Array.from({ length: APPROVER_PAGES }, (_, index) =>
      listUsers(api, { status: "active", guest: "regular", page: index + 1 }),
    ),
  );
  const offered = new Map(pages.flatMap((page) => page.data).map((user) => [user.id, user.name]));
  const missing = chosen.filter((id) => !offered.has(id)).slice(0, RA_APPROVERS_MAX);
  const extra = await Promise.all(missing.map((id) => getUser(api, id).catch(() => null)));
  for (const user of extra) if (user) offered.set(user.id, user.name);
  const total = pages[0]?.meta.total ?? 0;
  return {
    users: [...offered].map(([id, name]) => ({ id, name })),
    more: total > offered.size,
    limit: offered.size,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  return submitSettingsTab(request, "risk-assessment", riskAssessmentInputSchema);
}

// The page hydrates after the rest of the page (app/ui/hydrateLater.tsx): its form code and conform are not in the first visit.
export default hydrateLater(() =>
  import("../components/RiskAssessmentSettingsForm").then((module) => module.RiskAssessmentSettings),
);
