/**
 * The skeleton every write of an owned sheet runs in (Rank standings, Prize list): take the
 * document lock, run, release; a lock that cannot be had, a rolled-back write or any other
 * exception comes back as a failure in the director's words, never as an exception that would
 * crash the menu or the sidebar's google.script.run call.
 */
import { messageOf, OwnedSheetError, retryAdvice } from './ownedSheet';

/** What a locked task is called in its messages, and how long it waits for the lock. */
export interface LockedTask {
  /** "Rank standings", "The prize list": the subject of "… could not take the document lock". */
  name: string;
  /** The first sentence when the owned-sheet write rolled back: "The standings were not written." */
  notWritten: string;
  /** How long to wait for a run already holding the lock; 0 refuses at once. */
  waitMs: number;
  /** The refusal when the lock is held. */
  busy: string;
}

/** A failure with no problem cells: what the lock or a crash leaves. */
export interface TaskFailure {
  ok: false;
  message: string;
  problems: never[];
}

const failure = (message: string): TaskFailure => ({ ok: false, message, problems: [] });

/** Runs `run` holding the document lock, so two writes never interleave; see the file comment. */
export function withDocumentLock<T>(task: LockedTask, run: () => T): T | TaskFailure {
  let lock: GoogleAppsScript.Lock.Lock;
  try {
    lock = LockService.getDocumentLock();
    if (!lock.tryLock(task.waitMs)) return failure(task.busy);
  } catch (e) {
    return failure(
      `${task.name} could not take the document lock (${messageOf(e)}). Nothing was written; try again in a moment.`,
    );
  }
  try {
    return run();
  } catch (e) {
    // A service failure (or a bug): the write rolled back, so say so rather than crash the menu or sidebar.
    if (e instanceof OwnedSheetError) return failure(`${task.notWritten} ${e.message}${retryAdvice(e)}`);
    return failure(`${task.name} stopped (${messageOf(e)}). Nothing was written; try again in a moment.`);
  } finally {
    // The lock dies with the execution anyway: a failing release must not turn a result into a crash.
    try {
      lock.releaseLock();
    } catch {
      /* released when the execution ends */
    }
  }
}
