// The compose stack's mail catcher: the api's worker sends to smtp://mail:1025 by default; every
// message is kept in /data as an .eml file and listed at http://mail:1080/messages (internal network
// only: nothing publishes it). Operators point SMTP_URL at their real mail server instead.
import { createServer } from 'node:http';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

const dir = process.env.MAIL_DATA_DIR || '/data';
const maxBytes = Number(process.env.MAIL_MAX_BYTES || 20_000_000);
mkdirSync(dir, { recursive: true });

const header = (raw, name) => {
  const m = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(raw);
  return m ? m[1].replace(/\r?\n[ \t]+/g, ' ').trim() : '';
};

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  disableReverseLookup: true,
  size: maxBytes,
  onData(stream, session, done) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      const name = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.eml`;
      writeFileSync(join(dir, name), Buffer.concat(chunks));
      console.log(`received ${name} for ${session.envelope.rcptTo.map((r) => r.address).join(', ')}`);
      done();
    });
  },
});
smtp.listen(1025, '0.0.0.0');

const http = createServer((req, res) => {
  if (req.url === '/health') return res.writeHead(200).end('ok');
  if (req.url === '/messages') {
    const list = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .map((file) => {
        const raw = readFileSync(join(dir, file), 'utf8').split(/\r?\n\r?\n/)[0];
        return { file, to: header(raw, 'To'), subject: header(raw, 'Subject'), date: header(raw, 'Date') };
      });
    return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list));
  }
  const m = /^\/messages\/([\w.-]+\.eml)$/.exec(req.url || '');
  if (m) {
    try {
      return res.writeHead(200, { 'content-type': 'message/rfc822' }).end(readFileSync(join(dir, m[1])));
    } catch {
      /* fall through to 404 */
    }
  }
  res.writeHead(404).end('not found');
});
http.listen(1080, '0.0.0.0', () => console.log('mail catcher: SMTP :1025, HTTP :1080'));

const stop = () => smtp.close(() => http.close(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
