/** One field of a record as the confirmation lists it: its label, and its value before and after. */
export interface FieldChange {
  label: string;
  before: string;
  after: string;
}

/** The fields whose shown value changed, in the given order. */
export function listChangedFields(fields: readonly FieldChange[]): FieldChange[] {
  return fields.filter((field) => field.before !== field.after);
}

/** How a yes/no field reads in the confirmation. */
export function formatYesNo(value: boolean): string {
  return value ? 'Sim' : 'Não';
}

/** How the active flag reads in the confirmation: the badges' own words. */
export function formatActive(value: boolean): string {
  return value ? 'Ativo' : 'Desativado';
}
