// Preloaded into a server by the benchmarks (node --import): measures the event loop's delay with
// monitorEventLoopDelay. SIGUSR2 prints the figures since the last SIGUSR2 to stderr as one JSON
// line prefixed "loop-delay " and starts over.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
process.on('SIGUSR2', () => {
  const ms = (ns) => Number((ns / 1e6).toFixed(1));
  process.stderr.write(
    `loop-delay ${JSON.stringify({ maxMs: ms(histogram.max), p99Ms: ms(histogram.percentile(99)), p50Ms: ms(histogram.percentile(50)), meanMs: ms(histogram.mean) })}\n`,
  );
  histogram.reset();
});
