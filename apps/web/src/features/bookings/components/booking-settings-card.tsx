import {
  type BookingSettings,
  bookingSettingsSchema,
  bookingSlotMinutes,
} from '@suavez/shared/contracts/bookings.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Alert, Button, Card, Form, InputGroup } from 'react-bootstrap';
import { merchantFullKey } from '@/api/get-merchant-full.api';
import { useMerchantErrorHandler } from '@/hooks/use-merchant-error-handler';
import { isApiError } from '@/lib/api-client';
import { readMerchantSession } from '@/lib/cookies';
import { notify } from '@/lib/notify';
import { saveBookingSettings } from '../api/save-booking-settings.api';

/** The number fields, as the owner reads them, with their unit. */
const numberFields = [
  { key: 'durationMinutes', label: 'Duração de cada reserva', unit: 'min' },
  { key: 'minLeadMinutes', label: 'Antecedência mínima', unit: 'min' },
  { key: 'maxDaysAhead', label: 'Reservas até quantos dias à frente', unit: 'dias' },
  { key: 'maxPartySize', label: 'Maior grupo por reserva', unit: 'pessoas' },
  { key: 'holdMinutes', label: 'Mesa guardada antes da reserva', unit: 'min' },
] as const satisfies readonly { key: keyof BookingSettings; label: string; unit: string }[];

type Draft = Record<(typeof numberFields)[number]['key'], string> & {
  enabled: boolean;
  slotMinutes: string;
  deposit: string;
};

const toDraft = (settings: BookingSettings): Draft => ({
  enabled: settings.enabled,
  slotMinutes: String(settings.slotMinutes),
  durationMinutes: String(settings.durationMinutes),
  minLeadMinutes: String(settings.minLeadMinutes),
  maxDaysAhead: String(settings.maxDaysAhead),
  maxPartySize: String(settings.maxPartySize),
  holdMinutes: String(settings.holdMinutes),
  deposit: settings.depositCents ? (settings.depositCents / 100).toFixed(2).replace('.', ',') : '',
});

/** Reais as typed ('25', '25,50', '1.025,5') to centavos; NaN when it is not a number. */
export function parseReaisToCents(text: string): number {
  const clean = text.trim().replace(/\./gu, '').replace(',', '.');
  if (clean === '') return 0;
  if (!/^\d+(\.\d{1,2})?$/u.test(clean)) return Number.NaN;
  return Math.round(Number(clean) * 100);
}

/**
 * The owner's booking settings (rules §13 'Booking settings', `PUT /merchant/bookings`): on or off, the grid,
 * how long a booking takes a table, the lead time, the horizon, the largest party, how long a table is held
 * and the Pix deposit; with the diner's link to copy.
 */
export function BookingSettingsCard({
  settings,
  bookingUrl,
}: {
  settings: BookingSettings;
  bookingUrl: string;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const handleError = useMerchantErrorHandler();
  const [draft, setDraft] = useState(() => toDraft(settings));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: saveBookingSettings,
    onMutate: () => setProblem(null),
    onSuccess: async () => {
      notify('success', 'Configurações de reserva salvas.');
      await queryClient.invalidateQueries({
        queryKey: merchantFullKey(readMerchantSession()?.merchantId ?? ''),
      });
    },
    onError: (error) => {
      if (isApiError(error, 400)) setProblem(error.message);
      else handleError(error, 'Não foi possível salvar as reservas.');
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = bookingSettingsSchema.safeParse({
      enabled: draft.enabled,
      slotMinutes: Number(draft.slotMinutes),
      durationMinutes: Number(draft.durationMinutes),
      minLeadMinutes: Number(draft.minLeadMinutes),
      maxDaysAhead: Number(draft.maxDaysAhead),
      maxPartySize: Number(draft.maxPartySize),
      holdMinutes: Number(draft.holdMinutes),
      depositCents: parseReaisToCents(draft.deposit),
    });
    if (!parsed.success) {
      setProblem(`${parsed.error.issues[0]?.message ?? 'Confira os valores'}.`);
      return;
    }
    save.mutate(parsed.data);
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(bookingUrl);
      notify('success', 'Link copiado');
    } catch {
      const field = document.getElementById(`${id}-link`) as HTMLInputElement | null;
      field?.focus();
      field?.select();
      notify('info', 'Selecione o link e copie');
    }
  }

  return (
    <Card className="shadow-sm mb-4">
      <Card.Body>
        <h2 className="h5 mb-3">Configurações de reserva</h2>
        <Form onSubmit={submit} noValidate>
          {problem ? (
            <Alert variant="danger" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Form.Check
            type="switch"
            role="switch"
            id={`${id}-enabled`}
            className="mb-3 fs-5"
            label="Receber reservas pelo app"
            checked={draft.enabled}
            onChange={(event) => setDraft({ ...draft, enabled: event.target.checked })}
          />
          <div className="row g-3">
            <Form.Group className="col-12 col-md-6" controlId={`${id}-slot`}>
              <Form.Label>Intervalo entre horários</Form.Label>
              <Form.Select
                value={draft.slotMinutes}
                onChange={(event) => setDraft({ ...draft, slotMinutes: event.target.value })}
              >
                {bookingSlotMinutes.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {minutes} min
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            {numberFields.map((field) => (
              <Form.Group key={field.key} className="col-12 col-md-6" controlId={`${id}-${field.key}`}>
                <Form.Label>{field.label}</Form.Label>
                <InputGroup>
                  <Form.Control
                    type="number"
                    inputMode="numeric"
                    min={0}
                    value={draft[field.key]}
                    onChange={(event) => setDraft({ ...draft, [field.key]: event.target.value })}
                  />
                  <InputGroup.Text>{field.unit}</InputGroup.Text>
                </InputGroup>
              </Form.Group>
            ))}
            <Form.Group className="col-12 col-md-6" controlId={`${id}-deposit`}>
              <Form.Label>Sinal (R$)</Form.Label>
              <InputGroup>
                <InputGroup.Text>R$</InputGroup.Text>
                <Form.Control
                  inputMode="decimal"
                  placeholder="0,00"
                  value={draft.deposit}
                  onChange={(event) => setDraft({ ...draft, deposit: event.target.value })}
                  aria-describedby={`${id}-deposit-help`}
                />
              </InputGroup>
              <Form.Text id={`${id}-deposit-help`}>
                0 = sem sinal. Com sinal, a reserva espera 15 min pelo Pix e o valor sai da conta da mesa.
              </Form.Text>
            </Form.Group>
          </div>
          <Button type="submit" className="mt-3" style={{ minHeight: 44 }} disabled={save.isPending}>
            Salvar
          </Button>
        </Form>
        <Form.Group controlId={`${id}-link`} className="mt-4">
          <Form.Label className="fw-semibold mb-1">Link de reservas</Form.Label>
          <InputGroup className="flex-wrap flex-md-nowrap">
            <Form.Control
              readOnly
              value={bookingUrl}
              className="font-monospace small"
              onFocus={(e) => e.target.select()}
            />
            <Button variant="outline-primary" onClick={copy} aria-label="Copiar link de reservas">
              Copiar
            </Button>
          </InputGroup>
        </Form.Group>
      </Card.Body>
    </Card>
  );
}
