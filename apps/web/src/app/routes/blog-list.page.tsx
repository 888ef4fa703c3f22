import { BlogListScreen } from '@/features/blog/components/blog-list-screen';

export function BlogListPage() {
  return <BlogListScreen />;
}
