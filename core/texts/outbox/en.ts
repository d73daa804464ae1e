/**
 * British English texts: the mail outbox (/company-settings/outbox) and the
 * e-mails the product sends (`mail.*`, rendered on the server in each
 * recipient's language by api/outbox/templates.ts).
 */
export const outbox = {
  "mail.greeting": "Hello {{name}},",
  "mail.approval.submitted.subject": "New chemical approval request: {{request}}",
  "mail.approval.submitted.body":
    "{{actor}} has submitted the chemical approval request “{{request}}”. Your approval board will evaluate it.",
  "mail.approval.evaluation_requested.subject": "Please evaluate: {{request}}",
  "mail.approval.evaluation_requested.body":
    "{{actor}} asks you to evaluate the chemical approval request “{{request}}”.",
  "mail.approval.reminder.subject": "Reminder: please evaluate {{request}}",
  "mail.approval.reminder.body":
    "{{actor}} reminds you that your evaluation of the chemical approval request “{{request}}” is still pending.",
  "mail.approval.concluded.approved.subject": "Approved: {{request}}",
  "mail.approval.concluded.approved.body":
    "{{actor}} has approved your chemical approval request “{{request}}”. The product is now in your company's library.",
  "mail.approval.concluded.rejected.subject": "Rejected: {{request}}",
  "mail.approval.concluded.rejected.body":
    "{{actor}} has rejected your chemical approval request “{{request}}”.",
  "mail.user.invited.subject": "You have been invited to ChemSafe",
  "mail.user.invited.body":
    "{{actor}} has given you a ChemSafe account at {{company}}. You sign in with your e-mail address {{email}}.",
  "mail.user.invited.link": "Sign in: {{url}}",
  "mail.comment": "Comment: {{comment}}",
  "mail.link": "Open the request: {{url}}",
  "mail.footer": "This message was sent by ChemSafe. Please do not reply to it.",

  "outbox.title": "Outbox",
  "outbox.intro":
    "The e-mails ChemSafe sends to the people of your company, newest first. When no mail server is set up, the messages are kept here instead of being sent.",
  "outbox.caption": "Messages",
  "outbox.count.none": "No messages yet.",
  "outbox.count.range": "Messages {{first}}–{{last}} of {{total}}",
  "outbox.column.to": "To",
  "outbox.column.subject": "Subject",
  "outbox.column.kind": "Kind",
  "outbox.column.status": "Status",
  "outbox.column.created": "Created",
  "outbox.column.sent": "Sent",
  "outbox.notSent": "Not sent",
  "outbox.status.queued": "Queued",
  "outbox.status.sent": "Sent",
  "outbox.status.stored": "Stored, not sent",
  "outbox.status.failed": "Failed",
  "outbox.kind.approval.submitted": "Request submitted",
  "outbox.kind.approval.evaluation_requested": "Evaluation requested",
  "outbox.kind.approval.reminder": "Evaluation reminder",
  "outbox.kind.approval.concluded": "Request concluded",
  "outbox.kind.user.invited": "Invitation",
  "outbox.kind.smartform.submitted": "Document waiting for approval",
  "outbox.kind.smartform.approved": "Document approved",
  "outbox.kind.smartform.sent_back": "Document sent back",
  "outbox.message.label": "Message",
  "outbox.message.attempts": "Delivery attempts",
  "outbox.message.error": "Last error",
  "outbox.message.request": "Request",
  "outbox.message.openRequest": "Open the request",
  "outbox.message.body": "Message text",
  "outbox.message.close": "Close the message",
  "outbox.message.notFound": "That message is not on this page of the outbox.",
  "outbox.pages": "Outbox pages",
} as const;
