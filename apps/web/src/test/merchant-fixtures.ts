import { DEFAULT_BOOKING_SETTINGS } from '@suavez/shared/contracts/bookings.contract';
import type { MerchantFull } from '@suavez/shared/contracts/merchant.contract';
import type { PublicMerchant } from '@suavez/shared/contracts/merchant-public.contract';

// The merchant answers the screens read, as the API sends them, for component tests.

const closedDay = {};

/** The public answer (`GET /merchant?public=true`) of an open restaurant with no shifts, texts off. */
export function publicMerchantFixture(values: Partial<PublicMerchant> & { id: string }): PublicMerchant {
  return {
    name: 'Cantina da Praça',
    address: 'Praça Central, 10',
    description: '',
    cover: null,
    icon: null,
    isOpen: true,
    weekDayWorkshift: {
      monday: closedDay,
      tuesday: closedDay,
      wednesday: closedDay,
      thursday: closedDay,
      friday: closedDay,
      saturday: closedDay,
      sunday: closedDay,
    },
    notifySms: false,
    textChannel: 'sms',
    ...values,
  };
}

/** The merchant's own answer (`GET /merchant/full`): the public one, open by hand, every automation off. */
export function merchantFullFixture(values: Partial<MerchantFull> & { id: string }): MerchantFull {
  return {
    ...publicMerchantFixture({ id: values.id }),
    shortId: 'praca',
    timeZone: 'America/Sao_Paulo',
    open: true,
    autoAcceptConsumer: false,
    autoQueue: false,
    kitchenPrintOnArrival: false,
    whatsAppAvailable: false,
    workShift: [],
    pix: null,
    publicUrl: 'https://fila.example.com.br',
    bookings: DEFAULT_BOOKING_SETTINGS,
    ...values,
  };
}
