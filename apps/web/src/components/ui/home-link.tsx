import { Link } from 'wouter';

/**
 * The way on from an error screen that knows no better place (no restaurant, no menu): 'Ir para o início'
 * (docs/screens.md#error-screens).
 */
export function HomeLink({ className = 'btn btn-primary mt-4' }: { className?: string }) {
  return (
    <Link href="/" className={className}>
      Ir para o início
    </Link>
  );
}
