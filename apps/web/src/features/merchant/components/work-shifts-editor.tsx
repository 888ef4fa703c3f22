import type { MerchantFull } from '@suavez/shared/contracts/merchant.contract';
import { shiftId, type Weekday, type WorkShift, weekdays } from '@suavez/shared/domain/opening-hours';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { merchantFullKey } from '@/api/get-merchant-full.api';
import { useMerchantErrorHandler } from '@/hooks/use-merchant-error-handler';
import { isApiError } from '@/lib/api-client';
import { toastApiError } from '@/lib/api-errors';
import { notify } from '@/lib/notify';
import { deleteWorkShift } from '../api/delete-work-shift.api';
import { merchantSetupKey } from '../api/get-merchant-setup.api';
import { updateWorkShifts } from '../api/update-work-shifts.api';
import { merchantMessages } from '../merchant-messages';
import { DayShifts } from './day-shifts';

/** The weekday's shifts of the merchant's map, by opening time. */
function shiftsOf(merchant: MerchantFull, weekday: Weekday): WorkShift[] {
  return Object.entries(merchant.weekDayWorkshift[weekday])
    .map(([open, close]) => ({ open, close }))
    .sort((a, b) => a.open.localeCompare(b.open));
}

/**
 * 'Horários de funcionamento': each weekday (Segunda..Domingo) with its intervals. Adding saves the
 * weekday's list with `PATCH /merchant/workshift` (overlaps are refused here and by the server); removing
 * calls `DELETE /merchant/workshift` for that one interval.
 */
export function WorkShiftsEditor({ merchant }: { merchant: MerchantFull }) {
  const queryClient = useQueryClient();
  const handleError = useMerchantErrorHandler();
  const onSaved = (data: MerchantFull) => {
    queryClient.setQueryData(merchantFullKey(merchant.id), data);
    // 'Defina os horários de funcionamento' on the setup checklist follows.
    void queryClient.invalidateQueries({ queryKey: merchantSetupKey(merchant.id) });
  };

  const save = useMutation({
    mutationFn: (input: { weekday: Weekday; shifts: WorkShift[] }) =>
      updateWorkShifts(merchant.id, input.weekday, input.shifts),
    onSuccess: (data) => {
      onSaved(data);
      notify('success', merchantMessages.shiftSaved);
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteWorkShift(merchant.id, id),
    onSuccess: (data) => {
      onSaved(data);
      notify('success', merchantMessages.shiftRemoved);
    },
    onError: (error) => handleError(error, merchantMessages.shiftRemoveFailed),
  });

  return (
    <div>
      {weekdays.map((weekday) => (
        <DayShifts
          key={weekday}
          weekday={weekday}
          shifts={shiftsOf(merchant, weekday)}
          isSaving={
            (save.isPending && save.variables?.weekday === weekday) ||
            (remove.isPending && remove.variables?.startsWith(`${weekday}-`) === true)
          }
          onSave={async (shifts) => {
            try {
              await save.mutateAsync({ weekday, shifts });
              return true;
            } catch (error) {
              // The server's own pt-BR message (an overlap) is the one worth reading.
              if (isApiError(error, 400)) {
                toastApiError(error, merchantMessages.shiftSaveFailed, { preferServerMessage: true });
              } else {
                handleError(error, merchantMessages.shiftSaveFailed);
              }
              return false;
            }
          }}
          onRemove={(shift) => remove.mutate(shiftId(weekday, shift))}
        />
      ))}
    </div>
  );
}
