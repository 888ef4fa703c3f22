import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export function BlogPostPage() {
  return <PlaceholderScreen title="Blog" />;
}
