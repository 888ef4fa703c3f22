import type { Item } from '@suavez/shared/contracts/catalog.contract';
import { reaisToCents } from '@suavez/shared/domain/bill';
import { formatCents } from '@suavez/shared/domain/money-format';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
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
  /** Whether its 'Esgotado' toggle is on the way to the server. */
  isTogglingSoldOut?: boolean;
  onEdit: () => void;
  onMove: (delta: -1 | 1) => void;
  /** One tap marks it 'Esgotado' (or available again). */
  onToggleSoldOut: () => void;
}

/** One item of a category in the editor. */
export function ItemCard(props: ItemCardProps) {
  const { item, index, count, isReordering, onEdit, onMove } = props;
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
          <span className="d-flex flex-wrap gap-1 justify-content-end">
            {item.soldOut ? <Badge bg="dark">Esgotado</Badge> : null}
            <ActiveBadge active={item.active} />
          </span>
        </div>
        <p className="mb-1 fw-semibold">{formatCents(reaisToCents(item.price))}</p>
        {item.description ? <p className="small text-body-secondary mb-0">{item.description}</p> : null}
        {item.optionGroups.length > 0 ? (
          <p className="small text-body-secondary mb-0">
            Opções: {item.optionGroups.map((group) => group.name).join(', ')}
          </p>
        ) : null}
      </div>
      <div className="card-footer bg-body d-flex justify-content-between gap-2">
        <Button size="sm" variant="outline-primary" onClick={onEdit}>
          Editar<span className="visually-hidden"> item {item.name}</span>
        </Button>
        <Form.Check
          type="switch"
          role="switch"
          id={`esgotado-${item.id}`}
          className="mb-0 small"
          label={
            <>
              Esgotado<span className="visually-hidden"> {item.name}</span>
            </>
          }
          checked={item.soldOut}
          disabled={props.isTogglingSoldOut}
          onChange={props.onToggleSoldOut}
        />
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
