import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export function QueueStatusPage() {
  return <PlaceholderScreen title="Sua fila" />;
}
