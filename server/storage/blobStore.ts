import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where audio and other binary objects live. Keys are slash-separated and always start with the owning
 * workspace id, so a store can be listed or purged per workspace. An S3-compatible store implements the same
 * four calls.
 */
export interface BlobStore {
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<{ data: Uint8Array; contentType: string } | null>;
  has(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_.-]+)*$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`unsafe blob key: ${JSON.stringify(key)}`);
  }
}

/**
 * Files under the data directory: contents under `objects/`, content types under `types/` (separate trees, so
 * no key can collide with another key's metadata). Writes go to `tmp/` and are renamed into place, so a crash
 * never leaves half a blob.
 */
export class FileBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  private pathsOf(key: string) {
    assertSafeKey(key);
    const parts = key.split('/');
    return { data: path.join(this.root, 'objects', ...parts), type: path.join(this.root, 'types', ...parts) };
  }

  async put(key: string, data: Uint8Array, contentType: string): Promise<void> {
    const paths = this.pathsOf(key);
    const tmpDir = path.join(this.root, 'tmp');
    await Promise.all([tmpDir, path.dirname(paths.data), path.dirname(paths.type)]
      .map((dir) => mkdir(dir, { recursive: true })));
    const suffix = randomBytes(8).toString('hex');
    await writeAtomically(paths.type, Buffer.from(contentType), path.join(tmpDir, `${suffix}.type`));
    await writeAtomically(paths.data, data, path.join(tmpDir, `${suffix}.data`));
  }

  async get(key: string): Promise<{ data: Uint8Array; contentType: string } | null> {
    const paths = this.pathsOf(key);
    try {
      const [data, type] = await Promise.all([readFile(paths.data), readFile(paths.type, 'utf8')]);
      return { data: new Uint8Array(data), contentType: type };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async has(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathsOf(key).data)).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const paths = this.pathsOf(key);
    await rm(paths.data, { force: true });
    await rm(paths.type, { force: true });
  }
}

async function writeAtomically(target: string, data: Uint8Array, temp: string): Promise<void> {
  await writeFile(temp, data);
  await rename(temp, target);
}

// A key that names a folder (a prefix of other keys) is as absent as one that names nothing.
const isMissing = (error: unknown): boolean => {
  const code = typeof error === 'object' && error !== null ? (error as { code?: string }).code : undefined;
  return code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR';
};
