// An SMTP sink in a process of its own (as a real mail server is): accepts every message, counts
// it, and tells its parent over IPC. Messages from the parent: { listen: port } and { close: true }.
import { SMTPServer } from 'smtp-server';

let server;
process.on('message', async (msg) => {
  if (msg.listen !== undefined) {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      disableReverseLookup: true,
      logger: false,
      closeTimeout: 50,
      onData(stream, _s, cb) {
        stream.on('data', () => {});
        stream.on('end', () => {
          process.send({ received: 1 });
          cb();
        });
      },
    });
    server.listen(msg.listen, '127.0.0.1', () => process.send({ port: server.server.address().port }));
  }
  if (msg.close) server.close(() => process.send({ closed: true }));
});
