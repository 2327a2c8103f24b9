import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback that keeps what it receives. */
export async function startSmtpServer() {
  const received: { from: string; to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The decoded body of the MIME part with this content type. */
export function mimePart(raw: string, contentType: string): Buffer | null {
  const start = raw.indexOf(`Content-Type: ${contentType}`);
  if (start < 0) return null;
  const headerEnd =
    raw.indexOf('\n\n', start) >= 0 ? raw.indexOf('\n\n', start) : raw.indexOf('\r\n\r\n', start);
  const header = raw.slice(start, headerEnd);
  const rest = raw.slice(headerEnd).trimStart();
  // A part ends at the nearest of the message's own boundaries (a plan mail nests its text and HTML
  // inside the part list that carries the PDF), not at any line that starts with "--" (a text's underline).
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/g)].map((match) => `--${match[1]}`);
  const ends = boundaries.map((boundary) => rest.indexOf(boundary)).filter((index) => index >= 0);
  const body = rest.slice(0, ends.length ? Math.min(...ends) : rest.length).trimEnd();
  if (/base64/i.test(header)) return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (/quoted-printable/i.test(header)) {
    return Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    );
  }
  return Buffer.from(body);
}
