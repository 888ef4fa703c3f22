import type { Language } from '@suavez/shared/domain/language';

// The words the diner's notices share, in each language (rules.md §16, docs/languages.md#notices): a
// booking's day and time and its party, as each language writes them. Money never appears in a notice.

const englishMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A booking's day and time from its local 'YYYY-MM-DD' and 'HH:MM': '04/12 às 20:00', '04/12 a las 20:00',
 * 'Dec 4 at 8:00 PM' (the month by name, so neither a British nor an American reader mistakes the day).
 * `plain` writes 'as' for 'às' (an SMS in GSM-7 carries no accents).
 */
export function bookingWhen(language: Language, date: string, time: string, plain = false): string {
  const day = Number(date.slice(8, 10));
  const month = Number(date.slice(5, 7));
  const dayMonth = `${date.slice(8, 10)}/${date.slice(5, 7)}`;
  if (language === 'es') return `${dayMonth} a las ${time}`;
  if (language === 'en') {
    const [hours = 0, minutes = 0] = time.split(':').map(Number);
    const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
    return `${englishMonths[month - 1] ?? ''} ${day} at ${clock}`;
  }
  return `${dayMonth} ${plain ? 'as' : 'às'} ${time}`;
}

/** A party: '1 pessoa' / '4 pessoas', '4 personas', '1 person' / '4 people'. */
export function partyOf(language: Language, slot: number): string {
  const one = slot === 1;
  if (language === 'es') return `${slot} ${one ? 'persona' : 'personas'}`;
  if (language === 'en') return `${slot} ${one ? 'person' : 'people'}`;
  return `${slot} ${one ? 'pessoa' : 'pessoas'}`;
}
