import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A Fastify plugin that runs `run` every `everyMs` inside the server, from onReady until onClose:
 * never two runs at once within one process (a tick during a run is skipped), a failure is logged
 * and the next tick tries again, and closing waits for a run in progress.
 */
export function intervalJob(p: {
  name: string;
  everyMs: number;
  run: (app: FastifyInstance) => Promise<unknown>;
}) {
  return fp(
    async (app: FastifyInstance) => {
      let timer: NodeJS.Timeout | undefined;
      let running: Promise<unknown> | null = null;
      const tick = () => {
        if (running) return;
        running = p
          .run(app)
          .catch((err) => app.log.error({ err }, `${p.name} failed`))
          .finally(() => {
            running = null;
          });
      };
      app.addHook('onReady', async () => {
        timer = setInterval(tick, p.everyMs);
        timer.unref();
      });
      app.addHook('onClose', async () => {
        clearInterval(timer);
        await running;
      });
    },
    { name: p.name, decorators: { fastify: ['deps'] } },
  );
}
