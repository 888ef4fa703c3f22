/**
 * Thrown when a state machine table forbids an event from the current status. The API maps it to the
 * `INVALID_TRANSITION` error code (409); the message is for logs, never shown to a person.
 */
export class TransitionError extends Error {
  /** The status the row was in when the event was refused. */
  readonly from: string;
  /** The event that the table does not allow from `from`. */
  readonly event: string;

  constructor(from: string, event: string, detail?: string) {
    super(`Transition '${event}' is not allowed from '${from}'${detail ? ` (${detail})` : ''}`);
    this.name = 'TransitionError';
    this.from = from;
    this.event = event;
  }
}
