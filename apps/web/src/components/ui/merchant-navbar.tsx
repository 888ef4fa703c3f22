import { useCallback } from 'react';
import { Nav, NavDropdown } from 'react-bootstrap';
import { Link } from 'wouter';
import { useMerchantLogout } from '@/hooks/use-merchant-logout';
import { apiFetch } from '@/lib/api-client';
import { getCookie } from '@/lib/cookies';

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

/**
 * The merchant screens' top bar: the brand (to /merchant) and a dropdown titled with the stored e-mail
 * holding 'Desconectar'. Hidden when printing.
 */
export function MerchantNavbar() {
  const email = getCookie('email') ?? '';
  const disconnect = useDisconnect();
  return (
    <header className="border-bottom bg-body d-print-none">
      <nav className="navbar container flex-nowrap px-3" aria-label="Estabelecimento">
        <Link href="/merchant" className="navbar-brand fw-bold text-primary">
          SuaVez
        </Link>
        <Nav>
          <NavDropdown
            id="merchant-account-menu"
            title={
              <span className="d-inline-block text-truncate align-bottom mw-100">{email || 'Conta'}</span>
            }
            align="end"
            className="text-truncate"
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
