import { eq, sql } from 'drizzle-orm';
import { affiliateLink } from '../../src/domain';
import { newId } from '../auth/secrets';
import type { Database } from '../db/client';
import { users } from '../db/schema';

/**
 * No partner platform is connected, so a user's "default link" (partnerstack_partner_default_link, §3.6) is what a
 * referral leads to on this server: its public sign-up page. The server has no configured public address, so the
 * address the user reached it at is taken.
 */
const defaultLinkOr = (requestUrl: string) =>
  sql`coalesce(${users.partnerDefaultLink}, ${new URL('/sign-up', requestUrl).toString()})`;

/** Stored on the account's first read; `coalesce` keeps whichever of two racing first reads came first. */
export async function ensureDefaultLink(db: Database, userId: string, requestUrl: string): Promise<string | null> {
  const [row] = await db.update(users)
    .set({ partnerDefaultLink: defaultLinkOr(requestUrl) })
    .where(eq(users.id, userId)).returning({ link: users.partnerDefaultLink });
  return row?.link ?? null;
}

/**
 * Makes the user an affiliate: a referral code (kept if they already have one, so asking twice answers the same
 * link) and the link that carries it.
 */
export async function joinAffiliateProgram(db: Database, userId: string, requestUrl: string): Promise<string> {
  const [row] = await db.update(users)
    .set({
      partnerDefaultLink: defaultLinkOr(requestUrl),
      referralLinkCode: sql`coalesce(${users.referralLinkCode}, ${newId(12)})`,
    })
    .where(eq(users.id, userId)).returning({ defaultLink: users.partnerDefaultLink, code: users.referralLinkCode });
  if (!row?.defaultLink || !row.code) throw new Error(`user ${userId} could not be made an affiliate`);
  return affiliateLink(row.defaultLink, row.code);
}
