import { PublicMenuScreen } from '@/features/menu/components/public-menu-screen';

/** `/catalog?merchant={id}`: the public menu. */
export function PublicMenuPage() {
  return <PublicMenuScreen />;
}
