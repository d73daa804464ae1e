import { describe, expect, it } from "vitest";
import { addDays, expiryOf, isDay, managesTraining, shouldHave, statusOf } from "../../core/training/rules";
import { completionSchema, courseSchema } from "../../core/training/schemas";
import { translateFrom } from "../../core/translate";
import { training } from "../../core/texts/training/en";

const t = translateFrom(training);

describe("expiryOf", () => {
  it("adds whole months, keeping the day of the month", () => {
    expect(expiryOf("2026-03-15", 12)).toBe("2027-03-15");
    expect(expiryOf("2026-11-30", 3)).toBe("2027-02-28");
    expect(expiryOf("2025-12-01", 1)).toBe("2026-01-01");
  });

  it("clamps to the last day of a shorter month, as PostgreSQL does", () => {
    expect(expiryOf("2026-01-31", 1)).toBe("2026-02-28");
    expect(expiryOf("2027-01-31", 13)).toBe("2028-02-29");
    expect(expiryOf("2024-02-29", 12)).toBe("2025-02-28");
  });

  it("never expires without a validity", () => {
    expect(expiryOf("2026-01-31", null)).toBeNull();
  });
});

describe("statusOf", () => {
  const today = "2026-06-10";
  it("is missing without a completion", () => {
    expect(statusOf(null, today, 30)).toBe("missing");
  });
  it("is valid when it never expires", () => {
    expect(statusOf({ expiresOn: null }, today, 30)).toBe("valid");
  });
  it("has expired on the expiry day and after", () => {
    expect(statusOf({ expiresOn: "2026-06-10" }, today, 30)).toBe("expired");
    expect(statusOf({ expiresOn: "2025-01-01" }, today, 30)).toBe("expired");
  });
  it("is expiring within the window (its last day included), else valid", () => {
    expect(statusOf({ expiresOn: "2026-06-11" }, today, 30)).toBe("expiring");
    expect(statusOf({ expiresOn: "2026-07-10" }, today, 30)).toBe("expiring");
    expect(statusOf({ expiresOn: "2026-07-11" }, today, 30)).toBe("valid");
    expect(statusOf({ expiresOn: "2026-06-11" }, today, 0)).toBe("valid");
  });
});

describe("days", () => {
  it("knows real days", () => {
    expect(isDay("2024-02-29")).toBe(true);
    expect(isDay("2026-02-29")).toBe(false);
    expect(isDay("2026-13-01")).toBe(false);
    expect(isDay("26-01-01")).toBe(false);
  });
  it("adds days across months and years", () => {
    expect(addDays("2026-12-20", 30)).toBe("2027-01-19");
  });
});

describe("who should have a course", () => {
  it("is whoever's top nodes lie at, below or above the course's locations", () => {
    const related = new Set([1, 2, 3]);
    expect(shouldHave([3], related)).toBe(true);
    expect(shouldHave([9, 2], related)).toBe(true);
    expect(shouldHave([9], related)).toBe(false);
    expect(shouldHave([], related)).toBe(false);
  });
});

describe("managers", () => {
  it("are those with edit_location or user_admin", () => {
    expect(managesTraining({ edit_location: true })).toBe(true);
    expect(managesTraining({ user_admin: true })).toBe(true);
    expect(managesTraining({ add_product: true, edit_location: false })).toBe(false);
  });
});

describe("the forms' rules", () => {
  it("clean the course and make an empty validity no expiry", () => {
    const parsed = courseSchema(t).parse({ title: "  Spill  response ", location_ids: [3, 3, 4] });
    expect(parsed).toEqual({
      title: "Spill response",
      description: "",
      validity_months: null,
      location_ids: [3, 4],
      product_ids: [],
    });
  });

  it("refuse a missing title, a validity out of range and unknown fields", () => {
    const result = courseSchema(t).safeParse({ title: " ", validity_months: 241, extra: 1 });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toContain("Enter the course title.");
    expect(messages).toContain("Enter a whole number of months from 1 to 240, or leave it empty.");
  });

  it("refuse a completion in the future or on no real day", () => {
    const schema = completionSchema(t, "2026-06-10");
    expect(schema.safeParse({ user_id: 4, completed_on: "2026-06-10" }).success).toBe(true);
    const future = schema.safeParse({ user_id: 4, completed_on: "2026-06-11" });
    expect(future.error!.issues[0]!.message).toBe("The completion day can't be in the future.");
    expect(schema.safeParse({ user_id: 4, completed_on: "2026-02-30" }).success).toBe(false);
  });
});
