import { useParams } from 'wouter';
import { BlogPostScreen } from '@/features/blog/components/blog-post-screen';

export function BlogPostPage() {
  const { id = '' } = useParams<{ id: string }>();
  return <BlogPostScreen key={id} id={id} />;
}
