import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export function BlogListPage() {
  return <PlaceholderScreen title="Blog" />;
}
