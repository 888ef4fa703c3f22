import type { KitchenUnit } from '@suavez/shared/contracts/kitchen.contract';
import { Button, Spinner } from 'react-bootstrap';
import { describeUnitAge } from '../utils/unit-age';

export interface KitchenUnitItemProps {
  unit: KitchenUnit;
  now: Date;
  /** 'Em preparo' (started here or on another screen); else 'A preparar'. */
  isStarted: boolean;
  /** 'Começar' is running. */
  isStarting: boolean;
  /** 'Pronto' or 'Desfazer' is running. */
  isReadying: boolean;
  onStart: () => void;
  onReady: () => void;
}

/**
 * One unit of a table (docs/screens.md#kitchen): its step ('A preparar' or 'Em preparo'), the item, options,
 * note, who ordered it and its age, coloured after 10 and 20 min. Waiting, its main button is 'Começar' with
 * 'Pronto' beside it (one tap ready, rules §11); started, 'Pronto' alone. Both wait while a call runs.
 */
export function KitchenUnitItem({
  unit,
  now,
  isStarted,
  isStarting,
  isReadying,
  onStart,
  onReady,
}: KitchenUnitItemProps) {
  const age = describeUnitAge(new Date(unit.acceptedAt), now);
  const isBusy = isStarting || isReadying;
  const readySpinner = isReadying && <Spinner size="sm" className="me-2" aria-hidden="true" />;
  return (
    <li
      className={`list-group-item kitchen-unit kitchen-unit-${age.level}${isStarted ? ' kitchen-unit-started' : ''}`}
    >
      <div className="kitchen-unit-details">
        <span className={`badge kitchen-step ${isStarted ? 'text-bg-primary' : 'text-bg-light border'}`}>
          {isStarted ? 'Em preparo' : 'A preparar'}
        </span>
        <p className="kitchen-unit-name mb-1 text-break">{unit.item.name}</p>
        {unit.options.length > 0 && (
          <ul className="list-unstyled mb-1">
            {unit.options.map((option) => (
              <li key={option.id}>
                {option.group}: <strong>{option.name}</strong>
              </li>
            ))}
          </ul>
        )}
        {unit.note && (
          <p className="kitchen-unit-note mb-1 text-break">
            Obs.: <strong>{unit.note}</strong>
          </p>
        )}
        <p className="mb-0">
          {unit.consumer.name} ·{' '}
          <span className="kitchen-unit-age">
            {age.text}
            {age.flag && <span className={`badge ms-2 text-bg-${age.level}`}>{age.flag}</span>}
          </span>
        </p>
      </div>
      <div className="kitchen-unit-actions">
        {isStarted ? (
          <Button
            variant="success"
            className="kitchen-action kitchen-action-main"
            disabled={isBusy}
            aria-label={`Pronto: ${unit.item.name}`}
            onClick={onReady}
          >
            {readySpinner}
            Pronto
          </Button>
        ) : (
          <>
            <Button
              variant="primary"
              className="kitchen-action kitchen-action-main"
              disabled={isBusy}
              aria-label={`Começar: ${unit.item.name}`}
              onClick={onStart}
            >
              {isStarting && <Spinner size="sm" className="me-2" aria-hidden="true" />}
              Começar
            </Button>
            <Button
              variant="outline-success"
              className="kitchen-action"
              disabled={isBusy}
              aria-label={`Pronto: ${unit.item.name}`}
              onClick={onReady}
            >
              {readySpinner}
              Pronto
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
