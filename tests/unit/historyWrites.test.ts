import { describe, expect, test } from 'vitest';
import { HistoryWrites } from '../../server/history/pendingWrites';

/** A promise and the functions that settle it. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Whether `promise` has settled once everything already queued has run. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => { done = true; }, () => { done = true; });
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('HistoryWrites', () => {
  test("a read waits for its own workspace's writes, not for another workspace's", async () => {
    const writes = new HistoryWrites();
    const mine = deferred();
    const theirs = deferred();
    writes.track('ws_a', mine.promise);
    writes.track('ws_b', theirs.promise);
    const waiting = writes.settled('ws_a');
    expect(await isSettled(waiting)).toBe(false);
    expect(await isSettled(writes.settled('ws_c'))).toBe(true);
    mine.resolve();
    expect(await isSettled(waiting)).toBe(true);
    // Closing the server waits for every workspace.
    const everything = writes.settled();
    expect(await isSettled(everything)).toBe(false);
    theirs.resolve();
    expect(await isSettled(everything)).toBe(true);
  });

  test('a failed write counts as landed, and its failure stays with whoever started it', async () => {
    const writes = new HistoryWrites();
    const write = deferred();
    writes.track('ws_a', write.promise);
    const caught = write.promise.catch((error: Error) => error.message);
    write.reject(new Error('disk full'));
    expect(await caught).toBe('disk full');
    expect(await isSettled(writes.settled('ws_a'))).toBe(true);
  });

  test('only writes tracked before a read hold it back', async () => {
    const writes = new HistoryWrites();
    const first = deferred();
    writes.track('ws_a', first.promise);
    const read = writes.settled('ws_a');
    const later = deferred();
    writes.track('ws_a', later.promise);
    first.resolve();
    expect(await isSettled(read)).toBe(true);
    expect(await isSettled(writes.settled('ws_a'))).toBe(false);
    later.resolve();
  });
});
