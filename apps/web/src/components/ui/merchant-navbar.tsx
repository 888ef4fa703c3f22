import { useCallback } from 'react';
import { Badge, Nav, NavDropdown } from 'react-bootstrap';
import { Link, useLocation } from 'wouter';
import { useMerchantLogout } from '@/hooks/use-merchant-logout';
import { apiFetch } from '@/lib/api-client';
import { getCookie } from '@/lib/cookies';
import type { SignalCounts } from '@/lib/host-signals';
import { useHostSignalCounts } from './host-signals';

/**
 * 'Desconectar': ends the session on the server too (`POST /account/logout`), so the token stops working
 * at once wherever it was copied, then logs out here. The call's failure changes nothing for the person.
 */
function useDisconnect(): () => void {
  const logout = useMerchantLogout();
  return useCallback(() => {
    // apiFetch reads the token before its first await: the cookie is still there.
    void apiFetch('/account/logout', { method: 'POST' }).catch(() => undefined);
    logout();
  }, [logout]);
}

const screenLinks = [
  { screen: 'queue', href: '/merchant/queue', label: 'Fila' },
  { screen: 'hall', href: '/merchant/hall', label: 'Salão' },
  // The kitchen signals nothing to the host: a plain link.
  { screen: null, href: '/merchant/cozinha', label: 'Cozinha' },
] as const;

/**
 * On the screens that signal what waits for the host (docs/notifications.md#host-signals): a link to each,
 * with the count of what waits there unseen, and to the kitchen (docs/screens.md#kitchen).
 */
function ScreenLinks({ counts }: { counts: SignalCounts }) {
  const [location] = useLocation();
  return (
    <Nav as="ul" className="flex-row flex-nowrap gap-sm-3 me-auto ms-sm-2">
      {screenLinks.map(({ screen, href, label }) => {
        const count = screen ? counts[screen] : 0;
        return (
          <li key={href} className="nav-item">
            <Link
              href={href}
              className="nav-link px-2 px-sm-3"
              aria-current={location === href ? 'page' : undefined}
            >
              {label}
              {count > 0 && (
                <Badge pill bg="danger" className="ms-1">
                  {count}
                  <span className="visually-hidden">{count === 1 ? ' novidade' : ' novidades'}</span>
                </Badge>
              )}
            </Link>
          </li>
        );
      })}
    </Nav>
  );
}

/**
 * The merchant screens' top bar: the brand (to /merchant), on the queue and the hall their links with
 * badges, and a dropdown titled with the stored e-mail holding 'Desconectar'. Hidden when printing.
 */
export function MerchantNavbar() {
  const email = getCookie('email') ?? '';
  const disconnect = useDisconnect();
  const signals = useHostSignalCounts();
  return (
    <header className="border-bottom bg-body d-print-none">
      <nav className="navbar container flex-nowrap px-3" aria-label="Estabelecimento">
        <Link href="/merchant" className="navbar-brand fw-bold text-primary">
          SuaVez
        </Link>
        {signals && <ScreenLinks counts={signals} />}
        {/* A long e-mail is cut short on a phone, never the bar: the whole address is its title. */}
        <Nav className="min-w-0">
          <NavDropdown
            id="merchant-account-menu"
            title={
              <span className="d-inline-block text-truncate align-bottom mw-100" title={email || undefined}>
                {email || 'Conta'}
              </span>
            }
            align="end"
            className="text-truncate min-w-0"
            style={{ maxWidth: '60vw' }}
          >
            <NavDropdown.Item as="button" type="button" onClick={disconnect}>
              Desconectar
            </NavDropdown.Item>
          </NavDropdown>
        </Nav>
      </nav>
    </header>
  );
}
