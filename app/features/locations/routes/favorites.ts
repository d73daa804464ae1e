import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { favoriteFormSchema } from "~/features/locations/forms";
import { FAVOURITES_SYNCHRONISED_TIMEOUT } from "../../../../core/toast";
import { ApiError } from "~/lib/api-client.server";
import { apiStatus, failureToast } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { errorToast, genericFailureToast } from "~/lib/errors";
import { changeFavorites, FavoritesError } from "~/features/locations/api.server";
import { getTranslator } from "~/lib/i18n.server";
import { safeRedirect } from "~/lib/redirects";
import { redirectWithToast } from "~/lib/toast.server";
import { readForm, SMALL_FORM } from "~/lib/forms.server";

/**
 * The star of a location (components/LocationStar.tsx) posts here: one
 * location, added to or removed from the user's favourites, each change its
 * own call. Then back to the
 * page the star was on (same-site paths only) with 'Your favourites have been
 * synchronized' (2.5 s). Personal users only. An answer whose status is not
 * 'success' shows 'An error occurred'; an HTTP error the error catalogue's text.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { user, api } = await requireUser(request);
  const [formData, { t }] = await Promise.all([readForm(request, SMALL_FORM), getTranslator(request)]);
  const back = safeRedirect(formData.get("redirectTo"), "/locations");
  const submission = parseWithZod(formData, { schema: favoriteFormSchema });
  if (submission.status !== "success") throw await redirectWithToast(back, genericFailureToast(t));
  if (!user.is_personal) {
    // The same text as the API's refusal, without asking it.
    throw await redirectWithToast(back, errorToast(new ApiError(403, {}), t));
  }
  try {
    await changeFavorites(api, submission.value.favorite, [submission.value.location_id]);
  } catch (error) {
    if (error instanceof FavoritesError) {
      throw await redirectWithToast(back, { type: "warning", text: t("toast.favouritesFailed") });
    }
    if (apiStatus(error) !== undefined) throw await redirectWithToast(back, failureToast(error, t));
    throw error;
  }
  throw await redirectWithToast(back, {
    type: "success",
    text: t("toast.favouritesSynchronised"),
    timeout: FAVOURITES_SYNCHRONISED_TIMEOUT,
  });
}

/** Nothing to show here: the stars are on the location pages. */
export const loader = () => redirect("/locations");
