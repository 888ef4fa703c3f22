import { openInspector } from './inspector';
import type { mintCredentials } from './scenarios';
import { startServer } from './server-process';
import { fireTrigger, joinTriggers, runStreamsBench, type StreamsResult } from './streams';

type Credentials = Awaited<ReturnType<typeof mintCredentials>>;

/**
 * The streams scenario (README.md#performance): its own app server, with the inspector open for GC and memory
 * readings, then the bare node:http reference under the same load, so the delivery figure can be read
 * against this machine's.
 */
export async function measureStreams(options: {
  kind: 'pglite' | 'postgres';
  serverEnv: Record<string, string>;
  credentials: Credentials;
  count: number;
  ports: { app: number; bare: number; inspector: number };
  /** The measured checkout, and this one (for the bare reference). */
  appRoot: string;
  root: string;
}): Promise<StreamsResult[]> {
  const { kind, serverEnv, credentials, ports, appRoot, root } = options;
  const streamCount = options.count;
  const trials = 5;
  const merchant = credentials.merchants.find(
    (m) => credentials.joiners.filter((j) => j.merchantId === m.id).length >= trials,
  );
  if (!merchant) throw new Error('no merchant with enough joiners for the streams scenario');
  const joiners = credentials.joiners.filter((j) => j.merchantId === merchant.id).slice(0, trials);
  const results: StreamsResult[] = [];
  // The streams all come from one address with one token: the caps that stop one client from holding
  // thousands (docs/security.md, "Live streams") are lifted, since this measures what a process holds.
  const capsLifted = {
    LIVE_STREAMS_PER_TOKEN: String(streamCount),
    LIVE_STREAMS_PER_ADDRESS: String(streamCount),
  };
  const app = await startServer('app', ports.app, { ...serverEnv, ...capsLifted }, appRoot, [
    `--inspect=127.0.0.1:${ports.inspector}`,
  ]);
  const inspector = await openInspector(ports.inspector);
  try {
    results.push({
      target: 'app',
      ...(await runStreamsBench({
        database: kind,
        streamUrl: `${app.url}/api/live/merchant?merchantId=${merchant.id}`,
        headers: { authorization: merchant.authorization },
        pid: app.pid,
        inspector,
        count: streamCount,
        triggers: joinTriggers(app.url, joiners),
      })),
    });
  } finally {
    inspector.close();
    await app.stop();
  }
  const bare = await startServer('bare-sse', ports.bare, serverEnv, root);
  try {
    results.push({
      target: 'bare-sse',
      ...(await runStreamsBench({
        database: kind,
        streamUrl: `${bare.url}/live`,
        headers: {},
        pid: bare.pid,
        count: streamCount,
        triggers: Array.from({ length: trials }, () => fireTrigger(bare.url)),
      })),
    });
  } finally {
    await bare.stop();
  }
  for (const result of results) {
    const perStream = (result.after.vmRss - result.before.vmRss) / Math.max(result.opened, 1) / 1024;
    const times = result.deliveries.map((d) => d.fromRequestMs.toFixed(0)).join(', ');
    console.log(
      `  streams ${result.target}: ${result.opened} abertos (${result.failed} falhas), VmRSS ${perStream.toFixed(1)} KiB/stream, entrega a todos: ${times} ms`,
    );
  }
  return results;
}
