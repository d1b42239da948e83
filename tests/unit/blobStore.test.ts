import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { FileBlobStore, assertSafeKey } from '../../server/storage/blobStore';

let root: string;
let store: FileBlobStore;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'timbre-blobs-'));
  store = new FileBlobStore(path.join(root, 'blobs'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

function allFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

const bytes = (...values: number[]) => new Uint8Array(values);

describe('FileBlobStore', () => {
  test('put then get answers the same bytes and content type', async () => {
    const data = bytes(0, 1, 2, 255, 254, 10, 13);
    await store.put('ws1/audio/clip.mp3', data, 'audio/mpeg');
    const blob = await store.get('ws1/audio/clip.mp3');
    expect(blob).not.toBeNull();
    expect(blob!.contentType).toBe('audio/mpeg');
    expect(blob!.data).toBeInstanceOf(Uint8Array);
    expect([...blob!.data]).toEqual([...data]);
  });

  test('content types with parameters are kept verbatim', async () => {
    await store.put('ws1/text', bytes(65), 'text/plain; charset=utf-8');
    expect((await store.get('ws1/text'))!.contentType).toBe('text/plain; charset=utf-8');
  });

  test('has and get for a missing key', async () => {
    expect(await store.has('ws1/missing')).toBe(false);
    expect(await store.get('ws1/missing')).toBeNull();
  });

  test('has is true after put and false after delete', async () => {
    await store.put('ws1/a', bytes(1), 'application/octet-stream');
    expect(await store.has('ws1/a')).toBe(true);
    await store.delete('ws1/a');
    expect(await store.has('ws1/a')).toBe(false);
    expect(await store.get('ws1/a')).toBeNull();
    expect(allFiles(path.join(root, 'blobs'))).toEqual([]);
  });

  test('delete of a missing key is harmless', async () => {
    await expect(store.delete('ws1/never-there')).resolves.toBeUndefined();
  });

  test('put overwrites data and content type', async () => {
    await store.put('ws1/x', bytes(1, 2, 3), 'audio/wav');
    await store.put('ws1/x', bytes(9), 'audio/mpeg');
    const blob = await store.get('ws1/x');
    expect([...blob!.data]).toEqual([9]);
    expect(blob!.contentType).toBe('audio/mpeg');
  });

  test('an empty blob is a blob', async () => {
    await store.put('ws1/empty', new Uint8Array(0), 'application/octet-stream');
    expect(await store.has('ws1/empty')).toBe(true);
    expect((await store.get('ws1/empty'))!.data.length).toBe(0);
  });

  test('keys are kept apart by workspace', async () => {
    await store.put('wsA/same', bytes(1), 'a/a');
    await store.put('wsB/same', bytes(2), 'b/b');
    expect([...(await store.get('wsA/same'))!.data]).toEqual([1]);
    expect([...(await store.get('wsB/same'))!.data]).toEqual([2]);
  });

  test('put leaves no temporary files behind', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, i) =>
      store.put(`ws1/many/${i % 5}`, new Uint8Array(1024).fill(i), 'application/octet-stream')));
    await store.put('ws1/big', new Uint8Array(2 * 1024 * 1024), 'audio/wav');
    const files = allFiles(path.join(root, 'blobs'));
    const keys = ['ws1/big', ...[0, 1, 2, 3, 4].map((i) => `ws1/many/${i}`)];
    expect(files.sort()).toEqual(keys.flatMap((key) => [`objects/${key}`, `types/${key}`])
      .map((file) => file.split('/').join(path.sep)).sort());
  });

  test('a key ending in .type does not collide with another key\'s content type', async () => {
    await store.put('ws1/a', bytes(3), 'audio/mpeg');
    await store.put('ws1/a.type', bytes(4), 'text/plain');
    expect((await store.get('ws1/a'))?.contentType).toBe('audio/mpeg');
    expect([...(await store.get('ws1/a.type'))!.data]).toEqual([4]);
  });

  test('a key that is only a folder is absent', async () => {
    await store.put('ws1/dir/leaf', bytes(1), 'x/y');
    expect(await store.has('ws1/dir')).toBe(false);
    expect(await store.get('ws1/dir')).toBeNull();
  });

  test('files live under the root, nowhere else', async () => {
    await store.put('ws1/deep/er/key', bytes(1), 'x/y');
    expect(allFiles(root)).toEqual(expect.arrayContaining([path.join('blobs', 'objects', 'ws1', 'deep', 'er', 'key')]));
  });

  const UNSAFE_KEYS = [
    '../x', '/abs', 'a/../b', '..', '.', 'a/./b', 'a/..', '', 'a//b', 'a/', '/', 'a\\b', '..\\x', 'a/b/../../..',
    'ws 1/x', 'ws1/\u0000', '.hidden', 'ws1/ü',
  ];
  test.each(UNSAFE_KEYS)('the unsafe key %j is refused by every call', async (key) => {
    expect(() => assertSafeKey(key)).toThrow(/unsafe blob key/);
    await expect(store.put(key, bytes(1), 'x/y')).rejects.toThrow(/unsafe blob key/);
    await expect(store.get(key)).rejects.toThrow(/unsafe blob key/);
    await expect(store.has(key)).rejects.toThrow(/unsafe blob key/);
    await expect(store.delete(key)).rejects.toThrow(/unsafe blob key/);
  });

  test.each(['ws1', 'ws1/a', 'ws_1/a-b/c.d', 'W/v.1.mp3', 'a/..b', 'a/b..'])('the key %j is accepted', (key) => {
    expect(() => assertSafeKey(key)).not.toThrow();
  });

  test('a refused key writes nothing', async () => {
    await expect(store.put('../escape', bytes(1), 'x/y')).rejects.toThrow();
    expect(readdirSync(root)).toEqual([]);
  });
});
