import { fc, test as propTest } from '@fast-check/vitest';
import { describe, expect, test } from 'vitest';
import { hashPassword, hashSecret, newId, newSecret, verifyPassword } from '../../server/auth/secrets';

describe('hashPassword / verifyPassword', () => {
  test('a hash verifies its own password', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
  });

  test('a wrong password does not verify', async () => {
    const hash = await hashPassword('correct horse battery');
    for (const wrong of ['correct horse batter', 'Correct horse battery', '', 'correct horse battery ']) {
      expect(await verifyPassword(wrong, hash)).toBe(false);
    }
  });

  test('the hash records scheme and cost, and never contains the password', async () => {
    const hash = await hashPassword('hunter2hunter2');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(hash).not.toContain('hunter2');
  });

  test('every hash has its own salt', async () => {
    const [a, b] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(a).not.toBe(b);
    expect(a.split('$')[4]).not.toBe(b.split('$')[4]);
    expect(await verifyPassword('same password', a)).toBe(true);
    expect(await verifyPassword('same password', b)).toBe(true);
  });

  test('unicode passwords round-trip', async () => {
    const password = 'pässwörd 🔑 パスワード';
    expect(await verifyPassword(password, await hashPassword(password))).toBe(true);
    expect(await verifyPassword(password.normalize('NFD'), await hashPassword(password))).toBe(false);
  });

  test('malformed stored hashes never verify', async () => {
    for (const stored of ['', 'plain', 'bcrypt$1$2$3$salt$key', 'scrypt$16384$8$1$salt', 'scrypt$$8$1$salt$key']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });

  propTest.prop([fc.string({ minLength: 1, maxLength: 30 }), fc.string({ minLength: 1, maxLength: 30 })],
    { numRuns: 5 })('round-trip holds for generated passwords', async (password, other) => {
    const hash = await hashPassword(password);
    expect(await verifyPassword(password, hash)).toBe(true);
    if (other !== password) expect(await verifyPassword(other, hash)).toBe(false);
  });
});

describe('newSecret / hashSecret', () => {
  test('secrets carry their prefix and 256 random bits', () => {
    const secret = newSecret('sk');
    expect(secret).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    expect(newSecret('tmb_session')).toMatch(/^tmb_session_[A-Za-z0-9_-]{43}$/);
  });

  test('secrets do not repeat', () => {
    const secrets = new Set(Array.from({ length: 1000 }, () => newSecret('sk')));
    expect(secrets.size).toBe(1000);
  });

  test('hashSecret is a deterministic SHA-256 in hex', () => {
    expect(hashSecret('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const secret = newSecret('sk');
    expect(hashSecret(secret)).toBe(hashSecret(secret));
    expect(hashSecret(secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSecret(secret)).not.toBe(hashSecret(`${secret}x`));
  });
});

describe('newId', () => {
  test('20 alphanumeric characters by default', () => {
    for (let i = 0; i < 200; i++) expect(newId()).toMatch(/^[A-Za-z0-9]{20}$/);
  });

  test('any requested length', () => {
    for (const length of [0, 1, 8, 32, 64]) {
      const id = newId(length);
      expect(id).toHaveLength(length);
      expect(id).toMatch(/^[A-Za-z0-9]*$/);
    }
  });

  test('ids do not repeat, and use the whole alphabet', () => {
    const ids = Array.from({ length: 2000 }, () => newId());
    expect(new Set(ids).size).toBe(ids.length);
    const used = new Set(ids.join(''));
    expect(used.size).toBe(62);
  });
});
