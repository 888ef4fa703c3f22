import { createServer, type ServerResponse } from 'node:http';

// The streams scenario's ceiling on this machine: node:http holding event streams in a Set, with no
// framework, authentication or database; `POST /fire` writes one change frame to every stream.
const streams = new Set<ServerResponse>();
const frame =
  'id: 1\nevent: change\ndata: {"kind":"queue","queueEntryId":"00000000-0000-4000-8000-000000000000","orderId":null}\n\n';

const server = createServer((request, response) => {
  if (request.url === '/live') {
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    response.write('retry: 1000\n\n');
    streams.add(response);
    response.once('close', () => streams.delete(response));
    return;
  }
  if (request.method === 'POST' && request.url === '/fire') {
    for (const stream of streams) stream.write(frame);
    response.writeHead(201).end();
    return;
  }
  response.writeHead(200).end('ok');
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => {
  for (const stream of streams) stream.end();
  server.close(() => process.exit(0));
});
