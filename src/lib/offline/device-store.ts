// What the staff app keeps on the phone lives in IndexedDB (idb-keyval: one database per store),
// which survives a reload, a closed tab and a restart. Behind a small interface, so the outbox and
// the kept answers are tested with a store in memory; a browser without IndexedDB (some private
// modes) keeps them in memory for the tab.
import { clear, createStore, del, entries, get, set, type UseStore } from 'idb-keyval';

export interface DeviceStore<Value> {
  get(key: string): Promise<Value | undefined>;
  set(key: string, value: Value): Promise<void>;
  delete(key: string): Promise<void>;
  entries(): Promise<Array<[string, Value]>>;
  clear(): Promise<void>;
}

export function memoryStore<Value>(): DeviceStore<Value> {
  const values = new Map<string, Value>();
  return {
    get: async (key) => values.get(key),
    set: async (key, value) => void values.set(key, value),
    delete: async (key) => void values.delete(key),
    entries: async () => [...values.entries()],
    clear: async () => values.clear(),
  };
}

function indexedDbStore<Value>(store: UseStore): DeviceStore<Value> {
  return {
    get: (key) => get<Value>(key, store),
    set: (key, value) => set(key, value, store),
    delete: (key) => del(key, store),
    entries: async () =>
      (await entries<IDBValidKey, Value>(store)).map(([key, value]) => [String(key), value]),
    clear: () => clear(store),
  };
}

/** The named store on this device: IndexedDB where there is one, else memory. */
export function deviceStore<Value>(name: string): DeviceStore<Value> {
  if (typeof indexedDB === 'undefined') return memoryStore<Value>();
  return indexedDbStore<Value>(createStore(`agroventas-${name}`, name));
}
