import type { CompanySettings, PersonalData, User, UserUpdate } from "../../../api/users/schemas";
import type { ApiClient } from "../../lib/api-client.server";

/** My page's API calls: the profile, the company's licences and the user's personal data. */

/** Saves the caller's own name, language and/or default columns; answers the updated user. */
export async function updateProfile(api: Pick<ApiClient, "post">, update: UserUpdate): Promise<User> {
  return (await api.post<{ data: User }>("/user/v1/user", update)).data;
}

/** The caller's company: its name, settings (licences among them) and feature flags. */
export async function getCompanySettings(api: Pick<ApiClient, "get">): Promise<CompanySettings> {
  return (await api.get<{ data: CompanySettings }>("/site/v1/company/settings")).data;
}

/** Everything ChemSafe holds about the caller (the privacy tab and its download). */
export async function getPersonalData(api: Pick<ApiClient, "get">): Promise<PersonalData> {
  return (await api.get<{ data: PersonalData }>("/user/v1/user/personal-data")).data;
}
