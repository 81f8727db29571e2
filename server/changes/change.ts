// What an organiser's change is: a service that takes a transaction and the organiser making it,
// and returns what it changed (its audit entry, the live events to announce and its result) for
// the one pipeline that runs every change (run-change.ts).
import type { Trx } from '../db/database.js';
import type { AppError } from '../errors.js';
import type { LiveEvent } from '../live/event-bus.js';

/** The organiser making a change, when, and the event's time zone their times are read in. */
export type Actor = { phone: string; now: number; timeZone: string };

/** The audit log's entry for a change: what was done, and what it was before and after. */
export type AuditRecord = { action: string; detail: Record<string, unknown> };

/** What a change did (or, in a dry run, would do). */
export type Change<T = void> = {
  audit: AuditRecord;
  /** Told to every instance once the change has committed, in this order. */
  events?: LiveEvent[];
  /** Stored files nothing refers to once the change has committed; removed then. */
  discardedFiles?: string[];
  /**
   * Why the change cannot be applied as it stands: a dry run still answers its result (an import
   * shows every row it refuses), and a real run is refused with this error and changes nothing.
   */
  refusal?: AppError;
} & ([T] extends [void] ? { result?: undefined } : { result: T });

/** A service's change, as the pipeline runs it. */
export type ChangeOf<T> = (trx: Trx, actor: Actor) => Promise<Change<T>>;
