import { createServer } from 'node:http';
import { unsign } from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client';
import { consumers } from '../../apps/api/src/db/schema/consumer.schema';
import { deriveSecret } from '../../apps/api/src/lib/derive-secret';
import { CONSUMER_SESSION_COOKIE } from '../../apps/api/src/plugins/consumer-session';

// The reference route: the least any authenticated read can do. Bare node:http, the consumer's cookie
// checked with the same signer the API uses, one primary-key select through the same driver and pool.
const secret = deriveSecret(process.env.JWT_SECRET as string, 'consumer-session');
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

const server = createServer((request, response) => {
  const answer = (status: number, payload: unknown) => {
    const body = JSON.stringify(payload);
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(body);
  };
  const raw = readCookie(request.headers.cookie, CONSUMER_SESSION_COOKIE);
  const session = raw ? unsign(raw, secret) : undefined;
  if (!session?.valid || !session.value) return answer(401, { code: 'UNAUTHENTICATED' });
  database.db
    .select()
    .from(consumers)
    .where(eq(consumers.id, session.value))
    .limit(1)
    .then(
      ([row]) => (row ? answer(200, row) : answer(404, { code: 'NOT_FOUND' })),
      (error: unknown) => answer(500, { message: String(error) }),
    );
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => server.close(() => database.close().then(() => process.exit(0))));
