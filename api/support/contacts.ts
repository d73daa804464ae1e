import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companyContacts, type CompanyContactRow } from "../../db/schema";
import { CONTACTS_MAX } from "../../core/support/limits";
import { recordActivity } from "../activities/record";
import { validationFailed } from "../http/errors";
import type { Contact, ContactInput } from "./schemas";

/** The company's support contacts: list, create, update, delete; each change on the audit trail. */

const toContact = (row: CompanyContactRow): Contact => ({
  id: row.id,
  name: row.name,
  role: row.role,
  email: row.email,
  phone: row.phone,
  updated_at: row.updatedAt.toISOString(),
});

const fieldsOf = (row: Pick<CompanyContactRow, "name" | "role" | "email" | "phone">) => ({
  name: row.name,
  role: row.role,
  email: row.email,
  phone: row.phone,
});

export async function listContacts(db: Database, companyId: number): Promise<Contact[]> {
  const rows = await db
    .select()
    .from(companyContacts)
    .where(eq(companyContacts.companyId, companyId))
    .orderBy(asc(sql`lower(${companyContacts.name})`), asc(companyContacts.id))
    .limit(CONTACTS_MAX);
  return rows.map(toContact);
}

export async function createContact(
  db: Database,
  actor: { companyId: number; id: number },
  input: ContactInput,
): Promise<Contact> {
  return db.transaction(async (tx) => {
    // One company's creations in turn, so two at once can't both pass the limit.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('company_contacts'), ${actor.companyId})`);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(companyContacts)
      .where(eq(companyContacts.companyId, actor.companyId));
    if ((count?.n ?? 0) >= CONTACTS_MAX) {
      throw validationFailed({ name: [`A company has at most ${CONTACTS_MAX} support contacts.`] });
    }
    const [row] = await tx
      .insert(companyContacts)
      .values({ companyId: actor.companyId, ...input })
      .returning();
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.id,
      module: "settings",
      action: "created",
      object: { type: "support_contact", id: row!.id, label: row!.name },
      after: fieldsOf(row!),
    });
    return toContact(row!);
  });
}

export async function updateContact(
  db: Database,
  actor: { companyId: number; id: number },
  id: number,
  input: ContactInput,
): Promise<Contact | null> {
  return db.transaction(async (tx) => {
    const where = and(eq(companyContacts.companyId, actor.companyId), eq(companyContacts.id, id));
    const [before] = await tx.select().from(companyContacts).where(where).for("update");
    if (!before) return null;
    const [row] = await tx
      .update(companyContacts)
      .set({ ...input, updatedAt: new Date() })
      .where(where)
      .returning();
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.id,
      module: "settings",
      action: "updated",
      object: { type: "support_contact", id, label: row!.name },
      before: fieldsOf(before),
      after: fieldsOf(row!),
    });
    return toContact(row!);
  });
}

export async function deleteContact(
  db: Database,
  actor: { companyId: number; id: number },
  id: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(companyContacts)
      .where(and(eq(companyContacts.companyId, actor.companyId), eq(companyContacts.id, id)))
      .returning();
    if (!row) return false;
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.id,
      module: "settings",
      action: "deleted",
      object: { type: "support_contact", id, label: row.name },
      before: fieldsOf(row),
    });
    return true;
  });
}
