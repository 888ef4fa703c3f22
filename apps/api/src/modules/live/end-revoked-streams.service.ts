import type { FastifyBaseLogger } from 'fastify';
import type { SessionTag } from '#api/modules/account/merchant-session-cache';
import type { MerchantTokens } from '#api/modules/account/merchant-tokens';
import type { LiveHub, LiveStreamSession } from './live-hub';

/** Whether `tag` (migration 0015's notification) concerns this session: it, or its person. */
function isConcerned(session: LiveStreamSession, tag: SessionTag | undefined): boolean {
  if (tag === undefined) return true;
  return tag.startsWith('session:')
    ? session.sessionId === tag.slice('session:'.length)
    : session.userId === tag.slice('merchant-user:'.length);
}

/**
 * Ends this process's merchant streams whose session no longer passes the token's session check (a logout,
 * a new password, a new role, a removal): those `tag` concerns, or all of them without a tag (notifications
 * may have been missed). Without it a stream lasts until it idles, and a busy one never does
 * (docs/security.md, "Live streams"). A session that cannot be checked (the database failed) ends its
 * streams too: the browser reconnects a second later and is authorized afresh. Never rejects.
 */
export async function endRevokedStreams(options: {
  hub: LiveHub;
  tokens: MerchantTokens;
  log: FastifyBaseLogger;
  tag?: SessionTag;
}): Promise<void> {
  const sessions = options.hub.listSessions().filter((session) => isConcerned(session, options.tag));
  await Promise.all(
    sessions.map(async (session) => {
      let isActive = false;
      try {
        isActive = await options.tokens.isSessionActive(session);
      } catch (error) {
        options.log.warn({ err: error }, 'eventos ao vivo: sessão não verificada; stream encerrado');
      }
      if (!isActive) options.hub.endSession(session.sessionId);
    }),
  );
}
