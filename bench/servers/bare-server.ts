import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

// The ceiling of this machine: node:http answering the same JSON the API answers, with no framework,
// no authentication and no database. BENCH_BODY_FILE holds the body (captured from the real server).
const body = readFileSync(process.env.BENCH_BODY_FILE as string);
const server = createServer((_request, response) => {
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
  });
  response.end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
