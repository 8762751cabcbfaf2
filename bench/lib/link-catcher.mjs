// A mail catcher in a process of its own (as a real mail server is): accepts every message and
// tells its parent the recipient and the email-confirmation link it carries, if any.
// Messages from the parent: { listen: port } and { close: true }; to the parent: { port },
// { to, link } per confirmation email, { closed: true }.
import { SMTPServer } from 'smtp-server';

// Quoted-printable back to text (soft line breaks and =XX bytes).
const unQuote = (raw) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(parseInt(hex, 16)));

let server;
process.on('message', (msg) => {
  if (msg.listen !== undefined) {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      disableReverseLookup: true,
      logger: false,
      closeTimeout: 50,
      size: 1_000_000,
      onData(stream, session, cb) {
        const chunks = [];
        stream.on('data', (c) => chunks.push(c));
        stream.on('end', () => {
          const text = unQuote(Buffer.concat(chunks).toString('latin1'));
          const link = /https?:\/\/[^\s"<>]+\/verify-email\?token=[\w-]+/.exec(text)?.[0];
          const to = session.envelope.rcptTo[0]?.address ?? '';
          if (link) process.send({ to: to.toLowerCase(), link });
          cb();
        });
      },
    });
    server.listen(msg.listen, '127.0.0.1', () => process.send({ port: server.server.address().port }));
  }
  if (msg.close) server.close(() => process.send({ closed: true }));
});
