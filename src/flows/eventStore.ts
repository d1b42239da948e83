import type { EventObject } from 'xstate';

export interface RecordedEvent {
  /** Position in the session, from 0. */
  seq: number;
  /** Milliseconds since the epoch, when the root actor received the event. */
  at: number;
  event: EventObject;
}

export interface FlowSessionMeta {
  sessionId: string;
  machineId: string;
  version: number;
  input: unknown;
  startedAt: number;
}

/**
 * Where flow sessions are kept: their events and, for persistent flows, the latest snapshot. IndexedDB in the
 * browser; memory in Node tests. Both implement this interface.
 */
export interface EventStore {
  startSession(meta: FlowSessionMeta): Promise<void>;
  append(sessionId: string, recorded: RecordedEvent): Promise<void>;
  session(sessionId: string): Promise<(FlowSessionMeta & { events: RecordedEvent[] }) | null>;
  sessions(): Promise<FlowSessionMeta[]>;
  saveSnapshot(key: string, snapshot: unknown): Promise<void>;
  loadSnapshot(key: string): Promise<unknown | null>;
  deleteSnapshot(key: string): Promise<void>;
}

export function createMemoryEventStore(): EventStore {
  const metas = new Map<string, FlowSessionMeta>();
  const events = new Map<string, RecordedEvent[]>();
  const snapshots = new Map<string, string>();
  return {
    async startSession(meta) {
      metas.set(meta.sessionId, structuredClone(meta));
      events.set(meta.sessionId, []);
    },
    async append(sessionId, recorded) {
      events.get(sessionId)?.push(structuredClone(recorded));
    },
    async session(sessionId) {
      const meta = metas.get(sessionId);
      return meta ? structuredClone({ ...meta, events: events.get(sessionId) ?? [] }) : null;
    },
    async sessions() {
      return [...metas.values()].map((meta) => structuredClone(meta));
    },
    async saveSnapshot(key, snapshot) {
      snapshots.set(key, JSON.stringify(snapshot));
    },
    async loadSnapshot(key) {
      const stored = snapshots.get(key);
      return stored === undefined ? null : JSON.parse(stored);
    },
    async deleteSnapshot(key) {
      snapshots.delete(key);
    },
  };
}
