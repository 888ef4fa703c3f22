// The pt-BR answers of the kitchen's own calls, in one place so the tests and the screens read the same words.

/** 'Começar' on a unit another screen already started (`PATCH /kitchen/start`). */
export const UNIT_ALREADY_STARTED_MESSAGE = 'Este item já está em preparo.';
