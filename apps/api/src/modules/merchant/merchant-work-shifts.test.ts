import { OVERLAPPING_SHIFTS_MESSAGE } from '@suavez/shared/domain/opening-hours';
import { describe, expect, it } from 'vitest';
import { createMerchantFixture } from '#test/fixtures';
import { useMerchantTest } from './merchant-test-helpers';

const { t, other, call, putShifts } = useMerchantTest();

describe('PATCH /merchant/workshift', () => {
  it("replaces one weekday's shifts, keeping an overnight one, and leaves the other days", async () => {
    const merchant = await createMerchantFixture(t.app);
    await putShifts(merchant, 'monday', [{ open: '11:00', close: '15:00' }]);
    const res = await putShifts(merchant, 'friday', [
      { open: '18:00', close: '02:00' },
      { open: '11:30', close: '14:30' },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.weekDayWorkshift.friday).toEqual({ '11:30': '14:30', '18:00': '02:00' });
    expect(body.weekDayWorkshift.monday).toEqual({ '11:00': '15:00' });
    expect(body.workShift.map((shift: { id: string }) => shift.id)).toEqual([
      'monday-11:00-15:00',
      'friday-11:30-14:30',
      'friday-18:00-02:00',
    ]);

    const replaced = await putShifts(merchant, 'friday', []);
    expect(replaced.json().weekDayWorkshift.friday).toEqual({});
    expect(replaced.json().weekDayWorkshift.monday).toEqual({ '11:00': '15:00' });
  });

  it('refuses overlapping shifts, counting those that run past midnight, with the pt-BR message', async () => {
    const merchant = await createMerchantFixture(t.app);
    await putShifts(merchant, 'saturday', [{ open: '10:00', close: '12:00' }]);
    for (const workshifts of [
      [
        { open: '18:00', close: '02:00' },
        { open: '23:00', close: '23:30' },
      ],
      [
        { open: '11:00', close: '15:00' },
        { open: '14:00', close: '18:00' },
      ],
    ]) {
      const res = await putShifts(merchant, 'saturday', workshifts);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(OVERLAPPING_SHIFTS_MESSAGE);
    }
    // Touching ends do not overlap.
    const touching = await putShifts(merchant, 'saturday', [
      { open: '11:00', close: '15:00' },
      { open: '15:00', close: '18:00' },
    ]);
    expect(touching.statusCode).toBe(200);
    // Nothing of the refused attempts was written.
    expect(touching.json().weekDayWorkshift.saturday).toEqual({ '11:00': '15:00', '15:00': '18:00' });
  });

  it('refuses malformed times and weekdays (400) and another merchant (403)', async () => {
    const merchant = await createMerchantFixture(t.app);
    const badTime = await putShifts(merchant, 'monday', [{ open: '25:00', close: '02:00' }]);
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().message).toContain('HH:MM');
    expect((await putShifts(merchant, 'segunda', [])).statusCode).toBe(400);
    expect((await call(merchant, 'PATCH', `/merchant/workshift?id=${merchant.merchantId}`)).statusCode).toBe(
      400,
    );
    const forbidden = await call(merchant, 'PATCH', `/merchant/workshift?id=${other.merchantId}`, {
      weekday: 'monday',
      workshifts: [],
    });
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('DELETE /merchant/workshift', () => {
  it('removes the one shift named weekday-open-close', async () => {
    const merchant = await createMerchantFixture(t.app);
    await putShifts(merchant, 'sunday', [
      { open: '11:00', close: '15:00' },
      { open: '19:00', close: '01:00' },
    ]);
    const url = `/merchant/workshift?id=${merchant.merchantId}&workShift=sunday-19:00-01:00`;
    const res = await call(merchant, 'DELETE', url);
    expect(res.statusCode).toBe(200);
    expect(res.json().weekDayWorkshift.sunday).toEqual({ '11:00': '15:00' });
    const again = await call(merchant, 'DELETE', url);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Horário de funcionamento não encontrado.');
  });

  it('refuses a malformed name (400) and another merchant (403)', async () => {
    const merchant = await createMerchantFixture(t.app);
    for (const name of ['sunday-19:00', 'domingo-19:00-01:00', 'sunday-24:00-01:00']) {
      const res = await call(
        merchant,
        'DELETE',
        `/merchant/workshift?id=${merchant.merchantId}&workShift=${name}`,
      );
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message).toContain('Horário inválido');
    }
    const forbidden = await call(
      merchant,
      'DELETE',
      `/merchant/workshift?id=${other.merchantId}&workShift=sunday-19:00-01:00`,
    );
    expect(forbidden.statusCode).toBe(403);
  });
});
