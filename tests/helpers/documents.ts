import { inflateSync } from 'node:zlib';
import { PDFParse } from 'pdf-parse';

/** The text of a PDF, as a reader copying it would get it. */
export async function pdfText(buffer: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(buffer) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** The decoded text of every text part of a raw message (quoted-printable or base64). */
export function messageText(raw: string): string {
  const parts = raw.split(/\r?\n--/);
  return parts
    .map((part) => {
      const [header = '', ...body] = part.split(/\r?\n\r?\n/);
      const content = body.join('\n');
      if (/base64/i.test(header) && /text\//i.test(header))
        return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
      if (/quoted-printable/i.test(header))
        return Buffer.from(
          content
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16))),
          'latin1',
        ).toString('utf8');
      return content;
    })
    .join('\n');
}

/** The drawing instructions of a PDF: every content stream, inflated (pdfkit compresses them). */
export function pdfDrawingInstructions(buffer: Buffer): string {
  const raw = buffer.toString('latin1');
  const streams: string[] = [];
  let from = 0;
  for (;;) {
    const start = raw.indexOf('stream\n', from);
    if (start < 0) break;
    const end = raw.indexOf('\nendstream', start);
    if (end < 0) break;
    const bytes = Buffer.from(raw.slice(start + 'stream\n'.length, end), 'latin1');
    try {
      streams.push(inflateSync(bytes).toString('latin1'));
    } catch {
      // Not a compressed stream (an image, a font): it holds no drawing instructions to read.
    }
    from = end + 1;
  }
  return streams.join('\n');
}
