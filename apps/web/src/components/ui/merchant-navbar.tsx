import type { MerchantCounts } from '@suavez/shared/contracts/merchant-counts.contract';
import type { StaffPermission } from '@suavez/shared/domain/staff';
import { canStaff } from '@suavez/shared/domain/staff';
import { useCallback, useId, useState } from 'react';
import { Badge, Nav, NavDropdown } from 'react-bootstrap';
import { Link, useLocation } from 'wouter';
import { useMerchantCountsQuery } from '@/api/get-merchant-counts.api';
import { useMerchantLogout } from '@/hooks/use-merchant-logout';
import { useMerchantRole } from '@/hooks/use-merchant-role';
import { apiFetch } from '@/lib/api-client';
import { getCookie, readMerchantSession } from '@/lib/cookies';
import type { SignalScreen } from '@/lib/host-signals';
import { useHostSignalCounts } from './host-signals';
import './merchant-navbar.css';

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

/** One link of the top bar. */
export interface MerchantScreenLink {
  href: string;
  label: string;
  /**
   * The live number beside it (shown when above zero) and how it reads aloud ('3 clientes na fila agora');
   * none for screens without one.
   */
  count?: { of: keyof MerchantCounts; describe: (n: number) => string };
  /** The host's signals this screen handles (docs/notifications.md#host-signals): a red badge of unseen ones. */
  signals?: SignalScreen;
  /** Also current on the paths below it (`/merchant/catalogs/{id}`). */
  hasChildren?: boolean;
  /** The role permission the screen needs (docs/access.md#staff-roles): the bar hides it from other roles. */
  needs?: StaffPermission;
  /**
   * A screen of the owner's settings rather than the floor's: under 'Mais' when the bar is narrower than a
   * laptop's (a tablet, upright or not), so the live links and their numbers always fit.
   */
  inMore?: boolean;
  /**
   * A live screen that joins 'Mais' only when the bar already has one (the owner's, full with the settings);
   * the host's and the waiter's bars have room for it.
   */
  inMoreWithSettings?: boolean;
}

/** '3 clientes', '1 mesa', 'nenhum item' ('nenhuma' for a feminine word). */
const quantity = (n: number, one: string, many: string, none: string) =>
  n === 0 ? `${none} ${one}` : `${n} ${n === 1 ? one : many}`;

/** The merchant screens, in the bar's order (docs/screens.md#top-bar). */
export const merchantScreenLinks: readonly MerchantScreenLink[] = [
  { href: '/merchant', label: 'Início' },
  {
    href: '/merchant/queue',
    label: 'Fila',
    count: {
      of: 'waiting',
      describe: (n) => `${quantity(n, 'cliente', 'clientes', 'nenhum')} na fila agora`,
    },
    signals: 'queue',
    needs: 'queue',
  },
  {
    href: '/merchant/hall',
    label: 'Salão',
    count: { of: 'seatedTables', describe: (n) => `${quantity(n, 'mesa', 'mesas', 'nenhuma')} no salão` },
    signals: 'hall',
    needs: 'hall',
  },
  // The floor, each table's state live (docs/tables.md#o-salão): the owner's, the host's and the waiter's;
  // the owner defines the tables from there ('Cadastrar mesas').
  { href: '/merchant/salao', label: 'Mesas', needs: 'floor', inMoreWithSettings: true },
  {
    href: '/merchant/cozinha',
    label: 'Cozinha',
    count: { of: 'pendingItems', describe: (n) => `${quantity(n, 'item', 'itens', 'nenhum')} a preparar` },
    needs: 'kitchen',
  },
  { href: '/merchant/catalogs', label: 'Cardápio', hasChildren: true, needs: 'settings', inMore: true },
  // The staff screen (docs/screens.md#staff): the owner's.
  { href: '/merchant/equipe', label: 'Equipe', needs: 'settings', inMore: true },
  // The day's bookings (docs/bookings.md#as-telas): the owner's and the host's; in the host's bar, under the
  // owner's 'Mais' (the owner's bar on a tablet has no room left for it).
  { href: '/merchant/reservas', label: 'Reservas', needs: 'queue', inMoreWithSettings: true },
  // Who did what, day by day (docs/audit.md): the owner's.
  { href: '/merchant/historico', label: 'Histórico', needs: 'settings', inMore: true },
  // API keys and webhooks (docs/integrations.md): the owner's.
  { href: '/merchant/integracoes', label: 'Integrações', needs: 'settings', inMore: true },
];

const isCurrent = (link: MerchantScreenLink, location: string) =>
  location === link.href || (link.hasChildren === true && location.startsWith(`${link.href}/`));

function ScreenLink({
  link,
  counts,
  unseen,
  isInMore,
}: {
  link: MerchantScreenLink;
  counts: MerchantCounts | undefined;
  unseen: number;
  /** Also under 'Mais': shown inline from a laptop's width only. */
  isInMore: boolean;
}) {
  const [location] = useLocation();
  const descriptionId = useId();
  const count = link.count && counts ? counts[link.count.of] : null;
  return (
    <li className={isInMore ? 'nav-item d-none d-xl-block' : 'nav-item'}>
      <Link
        href={link.href}
        className="nav-link merchant-screen-link px-2 px-md-3"
        aria-current={isCurrent(link, location) ? 'page' : undefined}
        aria-describedby={count !== null ? descriptionId : undefined}
      >
        {link.label}
        {count !== null && count > 0 && (
          // Read aloud through the description, so the link's name stays its label (and its news).
          <Badge pill bg="secondary-subtle" text="dark" className="ms-1 border" aria-hidden="true">
            {count}
          </Badge>
        )}
        {unseen > 0 && (
          <Badge pill bg="danger" className="ms-1">
            {unseen}
            <span className="visually-hidden">{unseen === 1 ? ' novidade' : ' novidades'}</span>
          </Badge>
        )}
      </Link>
      {count !== null && link.count && (
        <span id={descriptionId} hidden>
          {link.count.describe(count)}
        </span>
      )}
    </li>
  );
}

/**
 * 'Mais' (below a laptop's width): the owner's settings screens the bar has no room for, the current one
 * marked, and the toggle marked too while one of them is open.
 */
function MoreMenu({ links }: { links: readonly MerchantScreenLink[] }) {
  const [location] = useLocation();
  const hasCurrent = links.some((link) => isCurrent(link, location));
  return (
    <Nav className="flex-shrink-0 d-xl-none">
      <NavDropdown
        id="merchant-more-menu"
        title="Mais"
        align="end"
        active={hasCurrent}
        className={hasCurrent ? 'merchant-more-current' : undefined}
      >
        {links.map((link) => (
          <NavDropdown.Item
            key={link.href}
            as={Link}
            href={link.href}
            active={isCurrent(link, location)}
            aria-current={isCurrent(link, location) ? 'page' : undefined}
          >
            {link.label}
          </NavDropdown.Item>
        ))}
      </NavDropdown>
    </Nav>
  );
}

/**
 * The merchant screens' top bar (docs/screens.md#top-bar): the brand, a link to each merchant screen with
 * its live number (in line now, seated tables, units to prepare) and, on the queue and the hall, the red
 * badge of what waits there unseen; below a laptop's width the owner's settings screens go under 'Mais';
 * then the account's dropdown ('Conta' on a tablet, the e-mail on a laptop) with the e-mail and
 * 'Desconectar'. Nothing is cut on a tablet; on a phone the links scroll sideways, never wrap. Hidden when
 * printing.
 */
export function MerchantNavbar() {
  const email = getCookie('email') ?? '';
  const disconnect = useDisconnect();
  const signals = useHostSignalCounts();
  const [merchantId] = useState(() => readMerchantSession()?.merchantId ?? null);
  const counts = useMerchantCountsQuery(merchantId).data;
  const role = useMerchantRole();
  const links = merchantScreenLinks.filter((link) => !link.needs || canStaff(role, link.needs));
  const hasMore = links.some((link) => link.inMore);
  const isInMore = (link: MerchantScreenLink) =>
    link.inMore === true || (hasMore && link.inMoreWithSettings === true);
  const moreLinks = links.filter(isInMore);
  return (
    <header className="border-bottom bg-body d-print-none">
      <nav className="navbar container flex-nowrap px-3 gap-2" aria-label="Estabelecimento">
        <Link href="/merchant" className="navbar-brand fw-bold text-primary me-0">
          SuaVez
        </Link>
        <Nav as="ul" className="merchant-screen-links flex-row flex-nowrap me-auto">
          {links.map((link) => (
            <ScreenLink
              key={link.href}
              link={link}
              counts={counts}
              unseen={link.signals && signals ? signals[link.signals] : 0}
              isInMore={isInMore(link)}
            />
          ))}
        </Nav>
        {moreLinks.length > 0 && <MoreMenu links={moreLinks} />}
        {/* The e-mail on a laptop (a long one cut short, the whole address its title); 'Conta' on a tablet. */}
        <Nav className="min-w-0 flex-shrink-0">
          <NavDropdown
            id="merchant-account-menu"
            title={
              email === '' ? (
                'Conta'
              ) : (
                <>
                  <span className="d-lg-none">Conta</span>
                  <span className="d-none d-lg-inline-block text-truncate align-bottom mw-100" title={email}>
                    {email}
                  </span>
                </>
              )
            }
            align="end"
            className="text-truncate min-w-0"
            style={{ maxWidth: '30vw' }}
          >
            {email !== '' && (
              <NavDropdown.Header className="text-truncate" style={{ maxWidth: '18rem' }} title={email}>
                {email}
              </NavDropdown.Header>
            )}
            <NavDropdown.Item as="button" type="button" onClick={disconnect}>
              Desconectar
            </NavDropdown.Item>
          </NavDropdown>
        </Nav>
      </nav>
    </header>
  );
}
