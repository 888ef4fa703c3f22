import { createServer, type Server, type Socket } from 'node:net';
import { type DecodedMessage, parseMessage } from './mime-message';

/** One e-mail a fake SMTP server accepted, with its text decoded. */
export interface ReceivedEmail extends DecodedMessage {
  /** The envelope: `MAIL FROM` and every `RCPT TO`. */
  from: string;
  to: string[];
  /** The login the client gave (AUTH PLAIN or LOGIN), when it gave one. */
  auth: { user: string; password: string } | undefined;
}

/** A real SMTP server on 127.0.0.1 that stands in for the mail provider in tests. */
export interface FakeSmtpServer {
  port: number;
  received: ReceivedEmail[];
  close(): Promise<void>;
}

/** How the fake behaves: the login it demands, and whether it refuses every recipient. */
export interface FakeSmtpOptions {
  login?: { user: string; password: string };
  refuseRecipients?: boolean;
}

/**
 * Starts a fake mail server on a free loopback port, speaking enough SMTP (RFC 5321: EHLO, AUTH PLAIN and
 * LOGIN, MAIL, RCPT, DATA with dot-stuffing, RSET, NOOP, QUIT) for a real client library to deliver to it.
 * No STARTTLS is offered: a client that requires TLS fails, as it must.
 */
export async function startFakeSmtpServer(options: FakeSmtpOptions = {}): Promise<FakeSmtpServer> {
  const received: ReceivedEmail[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    serveSession(socket, options, (email) => received.push(email));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('fake SMTP server has no port');
  return {
    port: address.port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function serveSession(socket: Socket, options: FakeSmtpOptions, deliver: (email: ReceivedEmail) => void) {
  const reply = (line: string) => socket.write(`${line}\r\n`);
  let auth: ReceivedEmail['auth'];
  let from = '';
  let to: string[] = [];
  let dataLines: string[] | null = null;
  // A multi-step AUTH: what the next line answers.
  let pending: ((line: string) => void) | null = null;
  let buffered = '';

  const login = (user: string, password: string) => {
    const wanted = options.login;
    if (wanted && (wanted.user !== user || wanted.password !== password)) {
      reply('535 5.7.8 Authentication credentials invalid');
      return;
    }
    auth = { user, password };
    reply('235 2.7.0 Authentication successful');
  };
  const plain = (encoded: string) => {
    const [, user = '', password = ''] = Buffer.from(encoded, 'base64').toString('utf8').split('\u0000');
    login(user, password);
  };

  const handle = (line: string) => {
    if (dataLines) {
      if (line === '.') {
        deliver({ ...parseMessage(dataLines.join('\r\n')), from, to, auth });
        dataLines = null;
        from = '';
        to = [];
        reply('250 2.0.0 OK: queued');
      } else {
        dataLines.push(line.startsWith('..') ? line.slice(1) : line);
      }
      return;
    }
    if (pending) {
      const next = pending;
      pending = null;
      next(line);
      return;
    }
    const [verb = '', ...rest] = line.split(' ');
    const argument = rest.join(' ');
    switch (verb.toUpperCase()) {
      case 'EHLO':
        socket.write('250-fake.smtp.test\r\n250-AUTH PLAIN LOGIN\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n');
        return;
      case 'HELO':
        return void reply('250 fake.smtp.test');
      case 'AUTH': {
        const [mechanism = '', initial] = argument.split(' ');
        if (mechanism.toUpperCase() === 'PLAIN') {
          if (initial) return plain(initial);
          reply('334 ');
          pending = plain;
          return;
        }
        if (mechanism.toUpperCase() === 'LOGIN') {
          reply('334 VXNlcm5hbWU6');
          pending = (userLine) => {
            reply('334 UGFzc3dvcmQ6');
            pending = (passwordLine) =>
              login(
                Buffer.from(userLine, 'base64').toString('utf8'),
                Buffer.from(passwordLine, 'base64').toString('utf8'),
              );
          };
          return;
        }
        return void reply('504 5.5.4 Unrecognized authentication type');
      }
      case 'MAIL':
        if (options.login && !auth) return void reply('530 5.7.0 Authentication required');
        from = /<([^>]*)>/.exec(argument)?.[1] ?? '';
        return void reply('250 2.1.0 OK');
      case 'RCPT':
        if (options.refuseRecipients) return void reply('550 5.1.1 Mailbox unavailable');
        to.push(/<([^>]*)>/.exec(argument)?.[1] ?? '');
        return void reply('250 2.1.5 OK');
      case 'DATA':
        if (to.length === 0) return void reply('554 5.5.1 No valid recipients');
        dataLines = [];
        return void reply('354 End data with <CR><LF>.<CR><LF>');
      case 'RSET':
        from = '';
        to = [];
        return void reply('250 2.0.0 OK');
      case 'NOOP':
        return void reply('250 2.0.0 OK');
      case 'QUIT':
        reply('221 2.0.0 Bye');
        socket.end();
        return;
      default:
        reply('502 5.5.2 Command not recognized');
    }
  };

  socket.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    let end = buffered.indexOf('\r\n');
    while (end !== -1) {
      handle(buffered.slice(0, end));
      buffered = buffered.slice(end + 2);
      end = buffered.indexOf('\r\n');
    }
  });
  socket.on('error', () => socket.destroy());
  reply('220 fake.smtp.test ESMTP');
}
