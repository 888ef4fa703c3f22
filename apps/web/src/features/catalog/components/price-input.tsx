import { formatPriceInput, priceDigitsToCents } from '@suavez/shared/domain/money-format';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';

export interface PriceInputProps {
  id: string;
  cents: number;
  onChange: (cents: number) => void;
}

/** The price field: only digits, read as centavos ('3290' is 32,90), shown with two decimals in pt-BR. */
export function PriceInput({ id, cents, onChange }: PriceInputProps) {
  return (
    <InputGroup>
      <InputGroup.Text aria-hidden="true">R$</InputGroup.Text>
      <Form.Control
        id={id}
        inputMode="numeric"
        autoComplete="off"
        value={formatPriceInput(String(cents))}
        onChange={(event) => onChange(priceDigitsToCents(event.target.value))}
      />
    </InputGroup>
  );
}
