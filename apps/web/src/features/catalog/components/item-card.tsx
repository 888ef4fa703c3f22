import type { Item } from '@suavez/shared/contracts/catalog.contract';
import { reaisToCents } from '@suavez/shared/domain/bill';
import { formatCents } from '@suavez/shared/domain/money-format';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { FallbackImage } from '@/components/ui/fallback-image';
import { ReorderButtons } from './reorder-buttons';

/** Green 'Ativo' or red 'Desativado'. */
export function ActiveBadge({ active }: { active: boolean }) {
  return <Badge bg={active ? 'success' : 'danger'}>{active ? 'Ativo' : 'Desativado'}</Badge>;
}

export interface ItemCardProps {
  item: Item;
  index: number;
  count: number;
  isReordering: boolean;
  onEdit: () => void;
  onMove: (delta: -1 | 1) => void;
}

/** One item of a category in the editor. */
export function ItemCard({ item, index, count, isReordering, onEdit, onMove }: ItemCardProps) {
  return (
    <article className="card h-100" aria-label={item.name}>
      <FallbackImage
        src={item.image}
        alt=""
        width={320}
        height={120}
        className="card-img-top"
        style={{ width: '100%', height: 120 }}
      />
      <div className="card-body py-2">
        <div className="d-flex justify-content-between align-items-start gap-2">
          <h3 className="h6 mb-1">{item.name}</h3>
          <ActiveBadge active={item.active} />
        </div>
        <p className="mb-1 fw-semibold">{formatCents(reaisToCents(item.price))}</p>
        {item.description ? <p className="small text-body-secondary mb-0">{item.description}</p> : null}
      </div>
      <div className="card-footer bg-body d-flex justify-content-between gap-2">
        <Button size="sm" variant="outline-primary" onClick={onEdit}>
          Editar<span className="visually-hidden"> item {item.name}</span>
        </Button>
        <ReorderButtons
          name={`item ${item.name}`}
          index={index}
          count={count}
          disabled={isReordering}
          onMove={onMove}
        />
      </div>
    </article>
  );
}
