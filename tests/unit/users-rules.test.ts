import { describe, expect, it } from "vitest";
import { adminRuleRefusal, cleanEmail, EMAIL_PATTERN } from "../../core/users/user-rules";
import { userFormSchema, userInputOf } from "../../core/users/user-schemas";

const t = (key: string) => key;

describe("adminRuleRefusal", () => {
  const admin = { id: 2, activeAdmin: true };
  const other = { id: 3, activeAdmin: false };

  it("refuses deactivating yourself, whoever you are", () => {
    expect(
      adminRuleRefusal({
        actorId: 2,
        user: admin,
        change: "deactivate",
        after: { activeAdmin: false },
        activeAdmins: 5,
      }),
    ).toBe("self_deactivate");
  });

  it("refuses taking away your own user_admin, but not other changes of yourself", () => {
    expect(
      adminRuleRefusal({
        actorId: 2,
        user: admin,
        change: "update",
        after: { activeAdmin: false },
        activeAdmins: 5,
      }),
    ).toBe("self_admin");
    expect(
      adminRuleRefusal({
        actorId: 2,
        user: admin,
        change: "update",
        after: { activeAdmin: true },
        activeAdmins: 1,
      }),
    ).toBeNull();
  });

  it("refuses removing the last active user administrator, by flag or by deactivation", () => {
    for (const change of ["update", "deactivate"] as const) {
      expect(
        adminRuleRefusal({ actorId: 9, user: admin, change, after: { activeAdmin: false }, activeAdmins: 1 }),
      ).toBe("last_admin");
      expect(
        adminRuleRefusal({ actorId: 9, user: admin, change, after: { activeAdmin: false }, activeAdmins: 2 }),
      ).toBeNull();
    }
  });

  it("lets anything happen to a user who is not an active administrator", () => {
    for (const activeAdmins of [0, 1]) {
      expect(
        adminRuleRefusal({
          actorId: 9,
          user: other,
          change: "deactivate",
          after: { activeAdmin: false },
          activeAdmins,
        }),
      ).toBeNull();
      expect(
        adminRuleRefusal({
          actorId: 9,
          user: other,
          change: "update",
          after: { activeAdmin: true },
          activeAdmins,
        }),
      ).toBeNull();
    }
  });
});

describe("e-mail addresses", () => {
  it("are stored trimmed and lower-case and must look like an address", () => {
    expect(cleanEmail("  Anna.Admin@Demo.TEST ")).toBe("anna.admin@demo.test");
    for (const good of ["a@b.no", "first.last+tag@sub.example.com"])
      expect(EMAIL_PATTERN.test(good), good).toBe(true);
    for (const bad of ["", "a", "a@b", "a b@c.no", "a@@b.no", "@b.no"])
      expect(EMAIL_PATTERN.test(bad), bad).toBe(false);
  });
});

describe("userFormSchema", () => {
  const schema = userFormSchema(t);

  it("turns a posted form into the API body: every flag present, ids as numbers once", () => {
    const value = schema.parse({
      name: " Nora ",
      email: "Nora@Demo.test",
      language: "2",
      permissions: ["user_admin", "wpd"],
      is_guest_user: true,
      default_columns: ["supplier", "name"],
      topnodes: ["4", "4", "7"],
    });
    const input = userInputOf(value);
    expect(input).toMatchObject({
      name: "Nora",
      email: "nora@demo.test",
      language: 2,
      is_guest_user: true,
      is_personal: false,
      is_validated: false,
      default_columns: ["name", "supplier"],
      topnodes: [4, 7],
    });
    expect(input.permissions.user_admin && input.permissions.wpd).toBe(true);
    expect(input.permissions.add_product).toBe(false);
  });

  it("names each wrong field with its translated message", () => {
    const result = schema.safeParse({
      name: "",
      email: "x",
      language: "12",
      permissions: ["root"],
      topnodes: ["a"],
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      name: "users.error.nameRequired",
      email: "users.error.emailInvalid",
      language: "users.error.languageInvalid",
      permissions: "users.error.invalidChoice",
      topnodes: "users.error.invalidChoice",
    });
  });
});
