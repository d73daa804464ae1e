import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { companySettingsTabs } from "../../../../core/company-settings";
import { requireUser } from "~/lib/auth.server";
import { blocked } from "~/lib/guards.server";

/** /company-settings opens the first tab the user may see; without one, the permission warning on /main. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const [first] = companySettingsTabs(user);
  if (!first) return blocked(request);
  throw redirect(first.path);
}
