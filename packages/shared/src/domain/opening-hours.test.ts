import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  formatShiftRange,
  formatShiftTime,
  isInsideShifts,
  isMerchantOpen,
  parseShiftId,
  shiftId,
  shiftsOverlap,
  toWeekDayWorkshift,
  validateDayShifts,
  type WeeklySchedule,
  weekdayLabels,
  weekdays,
} from './opening-hours';
import { dayShiftsSchema, shiftTimeSchema } from './opening-hours.schema';

const shift = (open: string, close: string) => ({ open, close });
// 2026-03-01 is a Sunday; São Paulo is UTC-3 all year (no DST since 2019).
const saoPaulo = (isoLocal: string) => new Date(`${isoLocal}-03:00`);

describe('weekdays', () => {
  it('labels weekdays exactly as the specification spells them', () => {
    expect(weekdays.map((day) => weekdayLabels[day])).toEqual([
      'Segunda',
      'Terça',
      'Quarta',
      'Quinta',
      'Sexta',
      'Sábado',
      'Domingo',
    ]);
  });
});

describe('shift times', () => {
  it.each([
    ['00:00', true],
    ['23:59', true],
    ['18:00', true],
    ['24:00', false],
    ['9:00', false],
    ['12:60', false],
    ['18:00:00', false],
  ])('%j is a valid time: %s', (time, valid) => {
    expect(shiftTimeSchema.safeParse(time).success).toBe(valid);
  });

  it('shows the first five characters of a stored time', () => {
    expect(formatShiftTime('18:00:00')).toBe('18:00');
    expect(formatShiftRange(shift('18:00:00', '02:00:00'))).toBe('Entre: 18:00 e 02:00');
  });
});

describe('overlapping shifts', () => {
  it.each([
    [shift('08:00', '12:00'), shift('12:00', '18:00'), false],
    [shift('08:00', '12:01'), shift('12:00', '18:00'), true],
    [shift('18:00', '02:00'), shift('01:00', '03:00'), false], // 01:00 of the same weekday is before 18:00
    [shift('18:00', '02:00'), shift('23:00', '23:30'), true],
    [shift('22:00', '06:00'), shift('05:00', '07:00'), false],
    [shift('10:00', '10:00'), shift('11:00', '12:00'), true], // open == close: 24 hours from 10:00
    [shift('10:00', '10:00'), shift('03:00', '04:00'), false], // the weekday's early hours come before it
    [shift('08:00', '12:00'), shift('08:00', '12:00'), true],
  ])('%j and %j overlap: %s', (a, b, expected) => {
    expect(shiftsOverlap(a, b)).toBe(expected);
    expect(shiftsOverlap(b, a)).toBe(expected);
  });

  it('validates a weekday list', () => {
    expect(validateDayShifts([])).toEqual({ ok: true });
    expect(validateDayShifts([shift('11:00', '15:00'), shift('18:00', '02:00')])).toEqual({ ok: true });
    const result = validateDayShifts([
      shift('11:00', '15:00'),
      shift('18:00', '02:00'),
      shift('14:00', '16:00'),
    ]);
    expect(result).toMatchObject({
      ok: false,
      overlapping: [shift('11:00', '15:00'), shift('14:00', '16:00')],
    });
    expect(dayShiftsSchema.safeParse([shift('11:00', '15:00'), shift('14:00', '16:00')]).success).toBe(false);
    expect(dayShiftsSchema.safeParse([shift('11:00', '15:00')]).success).toBe(true);
  });
});

describe('isInsideShifts', () => {
  const schedule: WeeklySchedule = {
    saturday: [shift('18:00', '02:00')],
    sunday: [shift('11:30', '15:00')],
  };

  it.each([
    ['2026-02-28T17:59', false], // Saturday, before opening
    ['2026-02-28T18:00', true],
    ['2026-02-28T23:59', true],
    ['2026-03-01T01:00', true], // Sunday, inside Saturday's shift
    ['2026-03-01T01:59', true],
    ['2026-03-01T02:00', false], // closing minute is out
    ['2026-03-01T11:30', true],
    ['2026-03-01T15:00', false],
    ['2026-03-02T01:00', false], // Monday: Sunday's shift does not pass midnight
  ])('São Paulo %s is inside: %s', (local, expected) => {
    expect(isInsideShifts(schedule, saoPaulo(local), 'America/Sao_Paulo')).toBe(expected);
  });

  it('reads the weekday in the given zone, not in UTC', () => {
    const mondayInUtc = new Date('2026-03-02T01:00:00Z'); // Sunday 22:00 in São Paulo
    const sundayNight: WeeklySchedule = { sunday: [shift('20:00', '23:00')] };
    const mondayEarly: WeeklySchedule = { monday: [shift('00:00', '02:00')] };
    expect(isInsideShifts(sundayNight, mondayInUtc, 'America/Sao_Paulo')).toBe(true);
    expect(isInsideShifts(mondayEarly, mondayInUtc, 'America/Sao_Paulo')).toBe(false);
    expect(isInsideShifts(mondayEarly, mondayInUtc, 'UTC')).toBe(true);
    expect(isInsideShifts(sundayNight, mondayInUtc)).toBe(true);
    expect(DEFAULT_TIME_ZONE).toBe('America/Sao_Paulo');
  });

  it('treats open == close as open all day, continuing into the next morning', () => {
    const allDay: WeeklySchedule = { friday: [shift('10:00', '10:00')] };
    expect(isInsideShifts(allDay, saoPaulo('2026-02-27T10:00'))).toBe(true);
    expect(isInsideShifts(allDay, saoPaulo('2026-02-28T09:59'))).toBe(true);
    expect(isInsideShifts(allDay, saoPaulo('2026-02-28T10:00'))).toBe(false);
    expect(isInsideShifts(allDay, saoPaulo('2026-02-27T09:59'))).toBe(false);
  });
});

describe('isMerchantOpen', () => {
  const schedule: WeeklySchedule = { sunday: [shift('11:30', '15:00')] };
  const inside = saoPaulo('2026-03-01T12:00');
  const outside = saoPaulo('2026-03-01T16:00');

  it.each([
    [true, false, outside, true],
    [true, true, outside, true],
    [false, true, inside, true],
    [false, true, outside, false],
    [false, false, inside, false],
  ])('open=%s autoQueue=%s at %s is open: %s', (open, autoQueue, now, expected) => {
    expect(isMerchantOpen({ open, autoQueue, schedule, now, timeZone: 'America/Sao_Paulo' })).toBe(expected);
  });
});

describe('shift ids', () => {
  it('round-trips a shift name', () => {
    expect(shiftId('monday', shift('18:00', '02:00'))).toBe('monday-18:00-02:00');
    expect(parseShiftId('monday-18:00-02:00')).toEqual({ weekday: 'monday', shift: shift('18:00', '02:00') });
  });

  it.each(['', 'monday', 'funday-18:00-02:00', 'monday-18:00', 'monday-18:00-25:00', 'monday-18:00-02:00-x'])(
    'refuses %j',
    (id) => {
      expect(parseShiftId(id)).toBeNull();
    },
  );
});

describe('toWeekDayWorkshift', () => {
  it('lists every weekday, Monday first, with its shifts as opening → closing time', () => {
    const map = toWeekDayWorkshift({
      friday: [
        { open: '11:30', close: '14:30' },
        { open: '18:00', close: '02:00' },
      ],
    });
    expect(Object.keys(map)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
    expect(map.friday).toEqual({ '11:30': '14:30', '18:00': '02:00' });
    expect(map.monday).toEqual({});
  });
});
