import type { CategoryWithItems, Item } from '@suavez/shared/contracts/catalog.contract';
import Accordion from 'react-bootstrap/Accordion';
import Button from 'react-bootstrap/Button';
import { useMerchantErrorHandler } from '@/hooks/use-merchant-error-handler';
import { useReorderItemsMutation } from '../api/reorder-items.api';
import { useSetItemSoldOutMutation } from '../api/set-item-sold-out.api';
import { catalogErrorOptions } from '../catalog-errors';
import { moveId } from '../utils/move-id';
import { ActiveBadge, ItemCard } from './item-card';
import { ReorderButtons } from './reorder-buttons';

export interface CategoryPanelProps {
  catalogId: string;
  category: CategoryWithItems;
  index: number;
  count: number;
  isReorderingCategories: boolean;
  onMoveCategory: (delta: -1 | 1) => void;
  onEditCategory: () => void;
  onAddItem: () => void;
  onEditItem: (item: Item) => void;
}

/** One category of the editor: its toolbar ('Editar', '+ Item', order) and its item cards. */
export function CategoryPanel(props: CategoryPanelProps) {
  const { catalogId, category } = props;
  const reorder = useReorderItemsMutation(catalogId);
  const soldOut = useSetItemSoldOutMutation(catalogId);
  const handleError = useMerchantErrorHandler(catalogErrorOptions);
  const itemIds = category.items.map((item) => item.id);

  return (
    <Accordion.Item eventKey={category.id}>
      <Accordion.Header>
        <span className="me-2">{category.name}</span>
        <ActiveBadge active={category.active} />
      </Accordion.Header>
      <Accordion.Body>
        {category.description ? <p className="text-body-secondary small">{category.description}</p> : null}
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <Button size="sm" variant="outline-secondary" onClick={props.onEditCategory}>
            Editar<span className="visually-hidden"> categoria {category.name}</span>
          </Button>
          <Button size="sm" onClick={props.onAddItem}>
            + Item<span className="visually-hidden"> em {category.name}</span>
          </Button>
          <div className="ms-auto">
            <ReorderButtons
              name={`categoria ${category.name}`}
              index={props.index}
              count={props.count}
              disabled={props.isReorderingCategories}
              onMove={props.onMoveCategory}
            />
          </div>
        </div>
        {category.items.length > 0 ? (
          <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-3 list-unstyled mb-0">
            {category.items.map((item, index) => (
              <li key={item.id} className="col">
                <ItemCard
                  item={item}
                  index={index}
                  count={category.items.length}
                  isReordering={reorder.isPending}
                  onEdit={() => props.onEditItem(item)}
                  isTogglingSoldOut={soldOut.isPending && soldOut.variables?.id === item.id}
                  onToggleSoldOut={() =>
                    soldOut.mutate(
                      { id: item.id, soldOut: !item.soldOut },
                      { onError: (error) => handleError(error, 'Erro ao atualizar o item') },
                    )
                  }
                  onMove={(delta) =>
                    reorder.mutate(
                      { categoryId: category.id, itemIds: moveId(itemIds, index, delta) },
                      { onError: (error) => handleError(error, 'Erro ao atualizar o item') },
                    )
                  }
                />
              </li>
            ))}
          </ul>
        ) : null}
      </Accordion.Body>
    </Accordion.Item>
  );
}
