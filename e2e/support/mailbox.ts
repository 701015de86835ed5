import type { APIRequestContext } from "@playwright/test";

/** One email of the dev mailbox (docs/decisions.md#d7). */
export interface MailboxEmail {
  to: string;
  subject: string;
  link?: string;
}

/** The dev mailbox's emails, newest first (`/dev/mailbox.json`). */
export async function readMailbox(request: APIRequestContext): Promise<MailboxEmail[]> {
  const response = await request.get("/dev/mailbox.json");
  if (!response.ok()) throw new Error(`dev mailbox answered ${response.status()}`);
  const body = (await response.json()) as { data?: MailboxEmail[] } | MailboxEmail[];
  return Array.isArray(body) ? body : (body.data ?? []);
}
