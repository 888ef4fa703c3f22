import { Link } from 'wouter';
import { useT } from '@/lib/i18n/i18n';

/**
 * The way on from an error screen that knows no better place (no restaurant, no menu): 'Ir para o início'
 * (docs/screens.md#error-screens).
 */
export function HomeLink({ className = 'btn btn-primary mt-4' }: { className?: string }) {
  const t = useT();
  return (
    <Link href="/" className={className}>
      {t('common.goHome')}
    </Link>
  );
}
