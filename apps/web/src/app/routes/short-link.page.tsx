import { useParams } from 'wouter';
import { ShortLinkScreen } from '@/features/menu/components/short-link-screen';

/** `/c/{shortId}`: resolves a short link to a menu. */
export function ShortLinkPage() {
  const { shortId = '' } = useParams<{ shortId: string }>();
  // A new short id starts over (progress, lookup).
  return <ShortLinkScreen key={shortId} shortId={shortId} />;
}
