// Identity journeys' helpers: the sandbox's outbox (e-mails it "sent").
import { sandboxUrl } from './topology';

export interface SentMail {
  To: string;
  Subject: string;
  Link: string | null;
  Code: string | null;
}

export async function outbox(): Promise<SentMail[]> {
  const response = await fetch(`${sandboxUrl}/__sandbox/outbox`);
  const body: unknown = await response.json();
  return Array.isArray(body) ? (body as SentMail[]) : [];
}
