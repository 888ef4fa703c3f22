import { formatCents } from '@suavez/shared/domain/money-format';
import { FallbackImage } from '@/components/ui/fallback-image';
import type { OptionGroupDraft } from '../utils/option-group-drafts';
import { ActiveBadge } from './item-card';

/** What the item form shows as it is typed. */
export interface ItemDraft {
  name: string;
  priceCents: number;
  description: string;
  image: string;
  prepared: boolean;
  active: boolean;
  optionGroups: OptionGroupDraft[];
}

/** The item as consumers will see it, updated as the merchant types. */
export function ItemPreview({ draft, isImageValid }: { draft: ItemDraft; isImageValid: boolean }) {
  const image = isImageValid ? draft.image.trim() : '';
  return (
    <section aria-label="Pré-visualização" className="card mb-3 bg-body-tertiary">
      <div className="card-body d-flex gap-3">
        <FallbackImage
          key={image}
          src={image || null}
          alt=""
          width={72}
          height={72}
          loading="eager"
          className="rounded"
        />
        <div className="flex-grow-1" style={{ minWidth: 0 }}>
          <div className="d-flex justify-content-between align-items-start gap-2">
            <p className="fw-semibold mb-1 text-break">{draft.name.trim()}</p>
            <ActiveBadge active={draft.active} />
          </div>
          <p className="small text-body-secondary mb-1 text-break">{draft.description.trim()}</p>
          <p className="fw-semibold mb-0">{formatCents(draft.priceCents)}</p>
        </div>
      </div>
    </section>
  );
}
