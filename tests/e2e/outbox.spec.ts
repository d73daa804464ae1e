import pg from "pg";
import { e2eDatabaseUrl } from "./database";
import PgBoss from "pg-boss";
import { renderApprovalMail } from "../../api/outbox/templates";
import { e2ePort, waitForMail } from "./mailbox";
import { expect, expectAccessible, signIn, test } from "./support";

/**
 * The mail outbox (/company-settings/outbox) and the mail pipeline end to end:
 * a message queued in the e2e database with a pg-boss job (as another process
 * would) is delivered by the app's worker to the e2e mailbox (SMTP), shows as
 * sent in the outbox, and admin@ opens it to read it. With and without
 * JavaScript; each project queues its own uniquely named message.
 */

const PAGE = "/company-settings/outbox";
const RECIPIENT = "evaluator@demo.test";

/** Queues a reminder to RECIPIENT about `requestName` (rendered like the app does) and its delivery job. */
async function queueReminder(requestName: string): Promise<number> {
  const url = e2eDatabaseUrl();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let id: number;
  try {
    const { rows } = await client.query<{
      company_id: number;
      name: string;
      language: number;
      request_id: number;
    }>(
      `SELECT u.company_id, u.name, u.language,
              COALESCE((SELECT min(id) FROM product_requests r WHERE r.company_id = u.company_id), 1) AS request_id
       FROM users u WHERE u.email = $1`,
      [RECIPIENT],
    );
    const user = rows[0]!;
    const { subject, body } = renderApprovalMail({
      kind: "approval.reminder",
      languageId: user.language,
      recipientName: user.name,
      requestId: user.request_id,
      params: { requestName, actorName: "Aksel Approver" },
      appUrl: `http://localhost:${e2ePort()}`,
    });
    const inserted = await client.query<{ id: number }>(
      `INSERT INTO mail_outbox (company_id, to_address, to_name, subject, body, kind, request_id)
       VALUES ($1, $2, $3, $4, $5, 'approval.reminder', $6) RETURNING id`,
      [user.company_id, RECIPIENT, user.name, subject, body, user.request_id],
    );
    id = inserted.rows[0]!.id;
  } finally {
    await client.end();
  }
  // A producer only: the app process runs the workers (and created the queues at its start).
  const boss = new PgBoss({
    connectionString: url,
    max: 1,
    migrate: false,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  try {
    await boss.send("mail.deliver", { outboxId: id });
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
  return id;
}

test("admin@ reads a delivered message in the outbox @no-js-only", async ({ page }) => {
  // Sign-in, delivery through the job queue and two axe scans: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const name = `E2E outbox ${test.info().project.name} ${Date.now().toString(36)}`;
  await signIn(page, "admin@demo.test", PAGE);
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(page.getByRole("heading", { level: 2, name: "Outbox" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Company settings sections" }).getByRole("link", { name: "Outbox" }),
  ).toHaveAttribute("aria-current", "page");

  await queueReminder(name);
  // The app's worker sends it to the mailbox.
  const mail = await waitForMail({ to: RECIPIENT, text: name });
  expect(mail.subject).toBe(`Reminder: please evaluate ${name}`);
  expect(mail.from).toEqual(["no-reply@chemsafe.local"]);
  expect(mail.text).toContain("Hello Erik Evaluator,");
  expect(mail.text).toContain(
    `Aksel Approver reminds you that your evaluation of the chemical approval request “${name}”`,
  );
  expect(mail.links.some((link) => /\/chemical-approvals\/requests\/\d+\/approve$/.test(link))).toBe(true);

  // The outbox lists it as sent (the status is written when the server accepted it).
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(async () => {
    await page.goto(PAGE);
    await expect(row).toContainText("Sent", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(row).toContainText("Erik Evaluator");
  await expect(row).toContainText("Evaluation reminder");
  await expect(page.getByText(/^Messages 1–\d+ of \d+$/)).toBeVisible();
  await expectAccessible(page);

  // Open it and read it.
  await row.getByRole("link", { name: `Reminder: please evaluate ${name}` }).click();
  const message = page.getByRole("article", { name: `Reminder: please evaluate ${name}` });
  await expect(message).toBeVisible();
  await expect(message.getByRole("heading", { level: 3 })).toHaveText(`Reminder: please evaluate ${name}`);
  await expect(message).toContainText(RECIPIENT);
  await expect(message).toContainText("Delivery attempts");
  await expect(message.locator("pre")).toContainText("Hello Erik Evaluator,");
  await expect(message.locator("pre")).toContainText(name);
  await expect(message.getByRole("link", { name: "Open the request" })).toHaveAttribute(
    "href",
    /\/chemical-approvals\/requests\/\d+\/approve$/,
  );
  await expect(row.getByRole("link", { name: `Reminder: please evaluate ${name}` })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expectAccessible(page);

  await message.getByRole("link", { name: "Close the message" }).click();
  await expect(page.getByRole("article")).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
});

test("someone who is not an approval admin is sent to /main with the permission warning @no-js-only", async ({
  page,
}) => {
  await signIn(page, "requester@demo.test", PAGE);
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole("alert").filter({ hasText: "This feature is disabled." })).toBeVisible();
});
