/**
 * A finished generation's audio and alignment are stored after its answer has gone out, so a client's last byte
 * never waits on the blob store and the database; so is the removal of an abandoned or failed one. Until such a
 * write lands, reads of that workspace's history wait for it: a client that lists its history the moment the audio
 * ends still sees the item whole. One per server (writes are tracked in this process); closing the server waits
 * for them all.
 */
export class HistoryWrites {
  private readonly pending = new Map<string, Set<Promise<void>>>();

  /** A failed write counts as landed here: whoever started it reports its failure. */
  track(workspaceId: string, write: Promise<void>): void {
    const writes = this.pending.get(workspaceId) ?? new Set();
    this.pending.set(workspaceId, writes);
    writes.add(write);
    const landed = () => {
      writes.delete(write);
      if (writes.size === 0 && this.pending.get(workspaceId) === writes) this.pending.delete(workspaceId);
    };
    write.then(landed, landed);
  }

  /** Resolves once the workspace's writes so far (every workspace's, without an id) have landed or failed. */
  async settled(workspaceId?: string): Promise<void> {
    const sets = workspaceId === undefined ? [...this.pending.values()] : [this.pending.get(workspaceId) ?? new Set()];
    await Promise.allSettled(sets.flatMap((writes) => [...writes]));
  }
}
