import { describe, expect, it } from "vitest";
import { createI18n } from "~/lib/i18n.server";
import {
  ADD_PRODUCTS_FAILURE_TIMEOUT,
  defaultTimeout,
  FAVOURITES_SYNCHRONISED_TIMEOUT,
  PERMISSION_WARNING_TIMEOUT,
  PRODUCT_REQUEST_SAVED_TIMEOUT,
  SUCCESS_FALSE_WARNING_TIMEOUT,
  TOAST_TIMEOUTS,
} from "../../core/toast";
import { ApiError } from "~/lib/api-client.server";
import {
  errorMessage,
  errorToast,
  fieldErrors,
  GENERIC_FAILURE,
  genericFailure,
  genericFailureToast,
  successFalseWarning,
} from "~/lib/errors";
import { en } from "../../core/texts/en";

describe("errorMessage: HTTP errors", () => {
  it.each([
    [401, "Unauthenticated"],
    [402, "Missing license"],
    [403, "Permission denied"],
    [404, "Not found"],
    [500, "Internal server error"],
    [501, "Feature not implemented"],
    [400, "Unknown error occurred"],
    [409, "Unknown error occurred"],
    [422, "Unknown error occurred"],
    [502, "Unknown error occurred"],
    [503, "Unknown error occurred"],
  ])("status %i without message or error: %s", (status, text) => {
    expect(errorMessage(new ApiError(status, {}))).toBe(text);
    expect(errorMessage({ status, body: {} })).toBe(text);
  });

  it("prefers the body's message, then its error", () => {
    expect(errorMessage(new ApiError(403, { message: "You may not", error: "Forbidden" }))).toBe(
      "You may not",
    );
    expect(errorMessage(new ApiError(401, { error: "Unauthenticated" }))).toBe("Unauthenticated");
    expect(errorMessage(new ApiError(418, { error: "Teapot" }))).toBe("Teapot");
    expect(errorMessage({ status: 500, body: { message: "Database down" } })).toBe("Database down");
  });

  it("skips an empty or non-text message and error", () => {
    expect(errorMessage(new ApiError(404, { message: "", error: "Gone" }))).toBe("Gone");
    expect(errorMessage(new ApiError(404, { message: "  " }))).toBe("Not found");
    expect(errorMessage({ status: 402, body: { message: 42, error: null } })).toBe("Missing license");
  });

  it("a 422 shows its message (the field errors go to the form)", () => {
    const error = new ApiError(422, {
      message: "The given data was invalid.",
      errors: { name: ["Required"] },
    });
    expect(errorMessage(error)).toBe("The given data was invalid.");
  });

  it("a body that is missing, null, a string or a stream", () => {
    expect(errorMessage({ status: 404, body: null })).toBe("Not found");
    expect(errorMessage({ status: 404, body: undefined })).toBe("Not found");
    expect(errorMessage({ status: 500, body: "Upstream timed out" })).toBe("Upstream timed out");
    expect(errorMessage(new Response(null, { status: 501 }))).toBe("Feature not implemented");
    expect(errorMessage(new Response("ignored", { status: 403 }))).toBe("Permission denied");
  });

  it("a route error response: its data is the body", () => {
    expect(
      errorMessage({ status: 404, statusText: "Not Found", data: "No such page", internal: false }),
    ).toBe("No such page");
    expect(errorMessage({ status: 403, statusText: "Forbidden", data: null, internal: false })).toBe(
      "Permission denied",
    );
    expect(errorMessage({ status: 500, data: { message: "Broken" } })).toBe("Broken");
  });
});

describe("errorMessage: other values", () => {
  it("a plain Error shows its message", () => {
    expect(errorMessage(new Error("Disk full"))).toBe("Disk full");
    expect(errorMessage(new TypeError("x is undefined"))).toBe("x is undefined");
    expect(errorMessage(new Error(""))).toBe("An unknown error occurred");
  });

  it("a string shows itself", () => {
    expect(errorMessage("Something specific")).toBe("Something specific");
    expect(errorMessage("")).toBe("An unknown error occurred");
  });

  it.each([
    [undefined],
    [null],
    [42],
    [true],
    [{}],
    [{ message: "not an error" }],
    [["a"]],
    [{ status: "500" }],
  ])("anything else (%j): 'An unknown error occurred'", (value) => {
    expect(errorMessage(value)).toBe("An unknown error occurred");
  });
});

describe("translations", () => {
  const nb = createI18n("nb", {
    "toast.error.404": "Ikke funnet",
    "toast.error.unknown": "Det oppstod en ukjent feil",
    "toast.error.generic": "Beklager, vi kunne ikke behandle forespørselen din akkurat nå.",
  });
  const t = (key: string) => nb.t(key);

  it("the catalogue's own texts follow the user's language", () => {
    expect(errorMessage(new ApiError(404, {}), t)).toBe("Ikke funnet");
    expect(errorMessage(null, t)).toBe("Det oppstod en ukjent feil");
    expect(genericFailure(t)).toBe("Beklager, vi kunne ikke behandle forespørselen din akkurat nå.");
    // The API's own English "Not found" is the catalogue's text, so it is translated too.
    expect(errorMessage(new ApiError(404, { message: "Not found" }), t)).toBe("Ikke funnet");
  });

  it("server texts stay as they are, and a missing translation falls back to English", () => {
    expect(errorMessage(new ApiError(400, { message: "Navnet er allerede i bruk" }), t)).toBe(
      "Navnet er allerede i bruk",
    );
    expect(errorMessage(new ApiError(501, {}), t)).toBe("Feature not implemented");
  });

  it("every catalogue text has an English key with the spec's wording", () => {
    expect(en["toast.error.generic"]).toBe(GENERIC_FAILURE);
    expect(en["toast.error.401"]).toBe("Unauthenticated");
    expect(en["toast.error.402"]).toBe("Missing license");
    expect(en["toast.error.403"]).toBe("Permission denied");
    expect(en["toast.error.404"]).toBe("Not found");
    expect(en["toast.error.500"]).toBe("Internal server error");
    expect(en["toast.error.501"]).toBe("Feature not implemented");
    expect(en["toast.error.unknownStatus"]).toBe("Unknown error occurred");
    expect(en["toast.error.unknown"]).toBe("An unknown error occurred");
    expect(en["toast.guard.disabled"]).toBe(
      "This feature is disabled. If you believe this is a mistake, please contact one of your admins.",
    );
    const english = createI18n("en-GB");
    expect(errorMessage(new ApiError(402, {}), english.t)).toBe("Missing license");
  });
});

describe("toasts from the catalogue", () => {
  it("the generic failure", () => {
    expect(GENERIC_FAILURE).toBe("Sorry, we couldn't handle your request at this moment.");
    expect(genericFailureToast()).toEqual({ type: "error", text: GENERIC_FAILURE });
  });

  it("an error toast", () => {
    expect(errorToast(new ApiError(403, {}))).toEqual({ type: "error", text: "Permission denied" });
  });

  it("success false with a non-empty error: a 4 s warning", () => {
    expect(successFalseWarning({ success: false, error: "Product is locked" })).toEqual({
      type: "warning",
      text: "Product is locked",
      timeout: 4000,
    });
  });

  it.each([
    [{ success: false, error: "" }],
    [{ success: false, error: "   " }],
    [{ success: false }],
    [{ success: false, error: 12 }],
    [{ success: true, error: "ignored" }],
    [{ error: "no success flag" }],
    [{ success: "false", error: "a string is not false" }],
    [null],
    [undefined],
    ["success: false"],
  ])("no warning for %j", (response) => {
    expect(successFalseWarning(response)).toBeNull();
  });
});

describe("fieldErrors", () => {
  it("a 422's errors, keys as given", () => {
    const error = new ApiError(422, {
      message: "The given data was invalid.",
      errors: {
        name: ["The name is required."],
        "default_columns.2": ["A column name is required.", "Too long"],
      },
    });
    expect(fieldErrors(error)).toEqual({
      name: ["The name is required."],
      "default_columns.2": ["A column name is required.", "Too long"],
    });
  });

  it("a single message becomes a list; empty ones are dropped", () => {
    expect(
      fieldErrors({ status: 422, body: { errors: { cas_nr: "Wrong format", name: [""], x: [] } } }),
    ).toEqual({
      cas_nr: ["Wrong format"],
    });
  });

  it("null for anything that is not a 422 with field errors", () => {
    expect(fieldErrors(new ApiError(422, { message: "The given data was invalid." }))).toBeNull();
    expect(fieldErrors(new ApiError(400, { errors: { name: ["x"] } }))).toBeNull();
    expect(fieldErrors({ status: 422, body: { errors: ["name"] } })).toBeNull();
    expect(fieldErrors(new Error("422"))).toBeNull();
    expect(fieldErrors(undefined)).toBeNull();
  });
});

describe("toast timeouts", () => {
  it("by type, with the spec's special cases", () => {
    expect(TOAST_TIMEOUTS).toEqual({ success: 4000, info: 4000, warning: 6000, error: 6000, default: 4000 });
    expect(defaultTimeout("warning")).toBe(6000);
    expect(defaultTimeout("nonsense")).toBe(4000);
    expect(FAVOURITES_SYNCHRONISED_TIMEOUT).toBe(2500);
    expect(PERMISSION_WARNING_TIMEOUT).toBe(5000);
    expect(PRODUCT_REQUEST_SAVED_TIMEOUT).toBe(5000);
    expect(SUCCESS_FALSE_WARNING_TIMEOUT).toBe(4000);
    expect(ADD_PRODUCTS_FAILURE_TIMEOUT).toBe(5000);
  });
});

describe("orNothingFound (a search the API refuses)", () => {
  it("answers `nothing` for a refused query and rethrows anything else", async () => {
    const { orNothingFound } = await import("~/lib/api-failure.server");
    const refused = (status: number) => Promise.reject(new ApiError(status, { error: "validation_failed" }));
    expect(await orNothingFound(refused(422), [])).toEqual([]);
    expect(await orNothingFound(refused(400), { data: [] })).toEqual({ data: [] });
    expect(await orNothingFound(Promise.resolve([1]), [])).toEqual([1]);
    for (const status of [403, 404, 500]) {
      await expect(orNothingFound(refused(status), [])).rejects.toMatchObject({ status });
    }
    await expect(orNothingFound(Promise.reject(new Error("down")), [])).rejects.toThrow("down");
  });
});
