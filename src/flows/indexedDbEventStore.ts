import type { EventStore, FlowSessionMeta, RecordedEvent } from './eventStore';

const DB_NAME = 'timbre-flows';
const DB_VERSION = 1;

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function open(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(DB_NAME, DB_VERSION);
  request.onupgradeneeded = () => {
    const db = request.result;
    db.createObjectStore('sessions', { keyPath: 'sessionId' });
    db.createObjectStore('events', { autoIncrement: true }).createIndex('bySession', 'sessionId');
    db.createObjectStore('snapshots');
  };
  return promised(request);
}

/** The browser's event store: one IndexedDB database shared by all tabs of the app. */
export function createIndexedDbEventStore(factory: IDBFactory = indexedDB): EventStore {
  const db = open(factory);
  const store = async (name: string, mode: IDBTransactionMode) =>
    (await db).transaction(name, mode).objectStore(name);
  return {
    async startSession(meta: FlowSessionMeta) {
      await promised((await store('sessions', 'readwrite')).put(meta));
    },
    async append(sessionId: string, recorded: RecordedEvent) {
      await promised((await store('events', 'readwrite')).add({ sessionId, ...recorded }));
    },
    async session(sessionId: string) {
      const meta = await promised((await store('sessions', 'readonly')).get(sessionId)) as FlowSessionMeta | undefined;
      if (!meta) return null;
      const rows = await promised((await store('events', 'readonly')).index('bySession').getAll(sessionId)) as
        Array<RecordedEvent & { sessionId: string }>;
      const events = rows.map(({ seq, at, event }) => ({ seq, at, event })).sort((a, b) => a.seq - b.seq);
      return { ...meta, events };
    },
    async sessions() {
      return await promised((await store('sessions', 'readonly')).getAll()) as FlowSessionMeta[];
    },
    async saveSnapshot(key: string, snapshot: unknown) {
      await promised((await store('snapshots', 'readwrite')).put(snapshot, key));
    },
    async loadSnapshot(key: string) {
      return (await promised((await store('snapshots', 'readonly')).get(key))) ?? null;
    },
    async deleteSnapshot(key: string) {
      await promised((await store('snapshots', 'readwrite')).delete(key));
    },
  };
}
