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

/** Files under the data directory. Writes go to a temp file and are renamed, so a crash never leaves half a blob. */
export class FileBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, data: Uint8Array, contentType: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const suffix = randomBytes(6).toString('hex');
    await writeAtomically(target, data, suffix);
    await writeAtomically(`${target}.type`, Buffer.from(contentType), suffix);
  }

  async get(key: string): Promise<{ data: Uint8Array; contentType: string } | null> {
    const target = this.pathOf(key);
    try {
      const [data, type] = await Promise.all([readFile(target), readFile(`${target}.type`, 'utf8')]);
      return { data: new Uint8Array(data), contentType: type };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async has(key: string): Promise<boolean> {
    try {
      await stat(this.pathOf(key));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const target = this.pathOf(key);
    await rm(target, { force: true });
    await rm(`${target}.type`, { force: true });
  }
}

async function writeAtomically(target: string, data: Uint8Array, suffix: string): Promise<void> {
  const temp = `${target}.${suffix}.tmp`;
  await writeFile(temp, data);
  await rename(temp, target);
}

const isNotFound = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === 'ENOENT';
