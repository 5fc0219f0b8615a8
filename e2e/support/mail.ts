import { expect } from '@playwright/test';

type SinkMail = { to: string[]; raw: string };
export type Mail = { to: string[]; subject: string; text: string };

/** The mails the site sent to an address, as its inbox shows them (waits for at least one). */
export async function mailsTo(address: string): Promise<Mail[]> {
  let found: Mail[] = [];
  await expect
    .poll(
      async () => {
        const all = (await (await fetch(process.env.E2E_MAIL_URL!)).json()) as SinkMail[];
        found = all.filter((mail) => mail.to.includes(address)).map(readMail);
        return found.length;
      },
      { timeout: 20_000, message: `a mail to ${address}` },
    )
    .toBeGreaterThan(0);
  return found;
}

/** The path of the student report's download page in the report mail that reached an address. */
export async function reportLinkPathIn(address: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mail = (await mailsTo(address)).find((m) => m.subject.includes('결과 보고서'));
        link = /https?:\/\/\S+\/ReportDownload\/\S+\/student/.exec(mail?.text ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 60_000 },
    )
    .not.toBe('');
  return new URL(link).pathname;
}

/** The subject and the text/plain part of a MIME message (as nodemailer writes them). */
function readMail({ to, raw }: SinkMail): Mail {
  const subjectLine = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  const subject = subjectLine
    .replace(/\r\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : quotedPrintable(data.replace(/_/g, ' ')),
    );
  const part = /Content-Type: text\/plain[^]*?\r\n\r\n([^]*?)\r\n--/i.exec(raw);
  const headers = part
    ? raw.slice(raw.indexOf(part[0]), raw.indexOf(part[0]) + part[0].indexOf('\r\n\r\n'))
    : '';
  const body = part?.[1] ?? '';
  const text = /Content-Transfer-Encoding: base64/i.test(headers)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : /Content-Transfer-Encoding: quoted-printable/i.test(headers)
      ? quotedPrintable(body.replace(/=\r\n/g, ''))
      : body;
  return { to, subject: subject.trim(), text };
}

function quotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}
