/** A mail compose.yaml's mail catcher holds: its subject, recipients and whole message as sent. */
export interface CaughtMail {
  subject: string;
  to: string[];
  raw: string;
}

async function json<T>(url: string): Promise<T> {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return (await answer.json()) as T;
}

async function text(url: string): Promise<string> {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return answer.text();
}

/**
 * Every mail the catcher at `base` holds, through its API: Mailpit's (compose.yaml's image), or
 * MailDev's (the stand-in on a machine that cannot pull it, stand-ins.sh).
 */
export async function caughtMails(base: string): Promise<CaughtMail[]> {
  const mailpit = await fetch(`${base}/api/v1/messages?limit=1000`);
  if (mailpit.ok) {
    const { messages } = (await mailpit.json()) as {
      messages: { ID: string; Subject: string; To: { Address: string }[] }[];
    };
    return Promise.all(
      messages.map(async (each) => ({
        subject: each.Subject,
        to: each.To.map((to) => to.Address),
        raw: await text(`${base}/api/v1/message/${each.ID}/raw`),
      })),
    );
  }
  const maildev = await json<{ id: string; subject: string; to: { address: string }[] }[]>(`${base}/email`);
  return Promise.all(
    maildev.map(async (each) => ({
      subject: each.subject,
      to: each.to.map((to) => to.address),
      raw: await text(`${base}/email/${each.id}/source`),
    })),
  );
}
