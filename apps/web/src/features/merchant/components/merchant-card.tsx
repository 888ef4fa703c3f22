import type { MerchantFull } from '@suavez/shared/contracts/merchant.contract';
import { canStaff, type StaffPermission } from '@suavez/shared/domain/staff';
import { Badge, Button, Card } from 'react-bootstrap';
import { Link } from 'wouter';
import { useMerchantRole } from '@/hooks/use-merchant-role';

export interface MerchantCardProps {
  /** Undefined while loading: skeletons instead of the data. */
  merchant: MerchantFull | undefined;
  isToggling: boolean;
  onToggleOpen: () => void;
  onOpenReport: () => void;
}

function MerchantCardSkeleton() {
  return (
    <Card className="shadow-sm mb-4" aria-busy="true">
      <div className="placeholder-glow">
        <div className="placeholder w-100 bg-secondary-subtle" style={{ height: 160 }} />
      </div>
      <Card.Body className="placeholder-glow">
        <h1 className="h3">
          <span className="placeholder col-6" aria-hidden="true" />
          <span className="visually-hidden">Carregando...</span>
        </h1>
        <p className="mb-1">
          <span className="placeholder col-8" />
        </p>
        <p>
          <span className="placeholder col-10" />
        </p>
        <div className="d-flex flex-wrap gap-2">
          {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
            <span
              key={key}
              className="placeholder btn btn-secondary disabled col-3 col-md-1"
              aria-hidden="true"
            />
          ))}
        </div>
      </Card.Body>
    </Card>
  );
}

/**
 * The merchant card of the home (docs/queue.md#open-state): cover, icon, name, address, description, the
 * open-state badges and the buttons to every merchant screen the session's role may use.
 */
export function MerchantCard({ merchant, isToggling, onToggleOpen, onOpenReport }: MerchantCardProps) {
  // Each person sees the buttons of what their role may do (docs/access.md#staff-roles).
  const role = useMerchantRole();
  const can = (permission: StaffPermission) => canStaff(role, permission);
  if (!merchant) return <MerchantCardSkeleton />;
  const isAutoOpened = merchant.open !== merchant.isOpen;
  return (
    <Card className="shadow-sm mb-4 overflow-hidden">
      {merchant.cover ? (
        <img src={merchant.cover} alt="" className="card-img-top object-fit-cover" style={{ height: 160 }} />
      ) : (
        <div className="bg-primary-subtle" style={{ height: 96 }} />
      )}
      <Card.Body>
        <div className="d-flex align-items-center gap-3 mb-2">
          {merchant.icon && (
            <img
              src={merchant.icon}
              alt=""
              width={64}
              height={64}
              className="rounded-circle border bg-body object-fit-cover flex-shrink-0"
            />
          )}
          <div className="min-w-0">
            <h1 className="h3 mb-1 text-break">{merchant.name}</h1>
            <div className="d-flex flex-wrap gap-2">
              <Badge bg={merchant.isOpen ? 'success' : 'danger'}>
                {merchant.isOpen ? 'Aberta' : 'Fechada'}
              </Badge>
              {isAutoOpened && (
                <Badge bg="info" text="dark" title="Aberta pelos horários de funcionamento (automação)">
                  Auto abertura
                </Badge>
              )}
            </div>
          </div>
        </div>
        {merchant.address && <p className="text-body-secondary mb-1">{merchant.address}</p>}
        {merchant.description && <p className="mb-3">{merchant.description}</p>}
        <div className="d-flex flex-wrap gap-2">
          {can('queue') && (
            <Link href="/merchant/qr" className="btn btn-outline-primary">
              Gerar QRCode
            </Link>
          )}
          {can('settings') && (
            <Button variant="outline-primary" onClick={onOpenReport}>
              Relatório
            </Button>
          )}
          {can('openState') && (
            <Button
              variant={merchant.isOpen ? 'outline-danger' : 'success'}
              onClick={onToggleOpen}
              disabled={isToggling}
            >
              {merchant.isOpen ? 'Fechar loja' : 'Abrir loja'}
            </Button>
          )}
          {can('queue') && (
            <Link href="/merchant/queue" className="btn btn-primary">
              Acessar fila
            </Link>
          )}
          {can('hall') && (
            <Link href="/merchant/hall" className="btn btn-primary">
              Salão
            </Link>
          )}
          {can('kitchen') && (
            <Link href="/merchant/cozinha" className="btn btn-primary">
              Cozinha
            </Link>
          )}
          {can('settings') && (
            <Link href="/merchant/catalogs" className="btn btn-primary">
              Cardápio
            </Link>
          )}
          {can('settings') && (
            <Link href="/merchant/equipe" className="btn btn-outline-primary">
              Equipe
            </Link>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
