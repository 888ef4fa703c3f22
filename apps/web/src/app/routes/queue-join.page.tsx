import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export function QueueJoinPage() {
  return <PlaceholderScreen title="Entrar na fila" />;
}
