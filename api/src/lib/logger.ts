import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config.js';

export type { Logger };

// One writer of stdout per process, buffered (docs/decisions/0066): lines are written when 4 KB
// have gathered or a second has passed, and whatever is left synchronously when the process exits
// (a crash and every shutdown path end in process.exit). A write to stdout per line was a seventh
// of the CPU of a small answer (its access line); now about fifteen lines share one.
let stdout: (DestinationStream & { flushSync(): void }) | undefined;
function bufferedStdout() {
  if (!stdout) {
    const out = pino.destination({ dest: 1, sync: true, minLength: 4096, periodicFlush: 1000 });
    process.on('exit', () => out.flushSync());
    stdout = out;
  }
  return stdout;
}

export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>): Logger {
  return pino(
    {
      level: config.LOG_LEVEL,
      base: { service: 'api' },
      // Never log secrets that may pass through a request.
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.passwordHash'],
        censor: '[redacted]',
      },
    },
    bufferedStdout(),
  );
}
