// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render';
import { emptyBookingMetrics, reportInsightsFixture } from '@/test/report-fixtures';
import { ReportBookings } from './report-bookings';

const friday = {
  made: 3,
  byPhone: 1,
  honoured: 1,
  noShows: 1,
  canceled: 1,
  open: 0,
  covers: 4,
  noShowRate: 0.5,
};
const { bookings } = reportInsightsFixture({
  bookings: {
    overall: friday,
    byWeekday: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      ...(weekday === 5 ? friday : emptyBookingMetrics),
    })),
    byHour: Array.from({ length: 24 }, (_, hour) => ({
      hour,
      ...(hour === 20 ? friday : emptyBookingMetrics),
    })),
  },
});

/** An indicator's value and help, by its label. */
function indicator(label: string): string {
  return screen.getByText(label, { selector: 'div' }).parentElement?.textContent?.replace(/\s+/g, ' ') ?? '';
}

describe("the report's bookings", () => {
  it('say how many were made, came, did not come and were cancelled, by weekday and by hour', () => {
    renderScreen(<ReportBookings bookings={bookings} />);
    expect(indicator('Reservas')).toContain('3');
    expect(indicator('Reservas')).toContain('1 tomada por telefone');
    expect(indicator('Vieram')).toContain('1 (4 pessoas)');
    expect(indicator('Não vieram')).toContain('50');
    expect(indicator('Não vieram')).toContain('(1 de 2)');
    const weekdays = screen.getByRole('table', { name: 'Reservas por dia da semana' });
    expect(within(weekdays).getAllByRole('row')).toHaveLength(8);
    // Hours without bookings are left out.
    const hours = screen.getByRole('table', { name: 'Reservas por horário' });
    const rows = within(hours).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]?.textContent).toContain('3');
  });
});
