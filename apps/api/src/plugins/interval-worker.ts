import type { FastifyInstance } from 'fastify';

/**
 * Runs `pass` every `intervalMs` in this process, one at a time, as the outbox workers do (notifications,
 * webhooks, the WhatsApp inbox): a pass still running skips the tick; none starts once the server drains or
 * closes (`isStopping`, which a pass also reads between batches); a failed pass is logged with `failure`;
 * closing waits for the pass in flight. preClose, not onClose: onClose hooks run last-registered first, so
 * the server's own hook that closes the database would run before this one, and what the pass sent could
 * not be recorded.
 */
export function runEvery(
  app: FastifyInstance,
  intervalMs: number,
  failure: string,
  pass: (isStopping: () => boolean) => Promise<void>,
): void {
  let running: Promise<unknown> | undefined;
  let isClosing = false;
  const isStopping = () => isClosing || app.ctx.lifecycle.isDraining;
  const timer = setInterval(() => {
    if (running || isStopping()) return;
    running = pass(isStopping)
      .catch((error: unknown) => app.log.error({ err: error }, failure))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('preClose', async () => {
    isClosing = true;
    clearInterval(timer);
    await running;
  });
}
