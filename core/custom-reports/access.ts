import { mayUse, type AccessSubject } from "../access";
import { MODULES } from "../modules";
import { REPORT_SOURCES, type ReportSource } from "./definition";

/**
 * Who may report on what. A report shows nothing its source's own pages would not show the user, so a source
 * that belongs to a module a user may not open (chemical approvals without the request permission, the
 * exposure register without being its keeper, its reader or in it) is not theirs to report on: the form does
 * not offer it and the API refuses to save or run a report on it. Products, sheets, actions and risk
 * assessments are every user's.
 */
const MODULE_OF: Partial<Record<ReportSource, string>> = {
  approvals: "chemicalApprovals",
  risk_assessments: "riskAssessments",
  exposure: "exposure",
};

export function mayReportOn(source: ReportSource, user: AccessSubject): boolean {
  const key = MODULE_OF[source];
  if (key === undefined) return true;
  const module = MODULES.find((candidate) => candidate.key === key);
  return module !== undefined && mayUse(user, module);
}

/** The sources the user may report on, in the form's order. */
export function reportableSources(user: AccessSubject): ReportSource[] {
  return REPORT_SOURCES.filter((source) => mayReportOn(source, user));
}
