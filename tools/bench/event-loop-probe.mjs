// Preloaded into the server by the bench only (`node --import …/event-loop-probe.mjs dist/server.js`):
// measures the event loop's delay and the CPU time of the server process, and, when the bench
// asks (BENCH_PROFILE), records a CPU profile of one measurement with the inspector. Answers over the
// IPC channel. The product's code knows nothing of it.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 5 });
const ms = (ns) => Math.round((ns / 1e6) * 100) / 100;
let session;
let cpuAtStart = process.cpuUsage();

async function handle(message) {
  if (message === 'start') {
    histogram.reset();
    histogram.enable();
    cpuAtStart = process.cpuUsage();
    return true;
  }
  if (message === 'read') {
    histogram.disable();
    const cpu = process.cpuUsage(cpuAtStart);
    return {
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
      samples: histogram.count,
      // CPU time of the whole server process (every thread) since 'start', in ms.
      cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    };
  }
  if (message === 'profile:start') {
    session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
    return true;
  }
  if (typeof message === 'string' && message.startsWith('profile:stop:')) {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    const file = path.join(process.env.BENCH_PROFILE_DIR ?? '.', `${message.slice(13)}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    return file;
  }
  return null;
}

if (process.send) {
  process.on('message', (message) => {
    handle(message).then(
      (data) => process.send({ probe: message, data }),
      (err) => process.send({ probe: message, data: { error: String(err) } }),
    );
  });
  // The IPC channel must not keep a server that is shutting down alive.
  process.channel?.unref();
}
