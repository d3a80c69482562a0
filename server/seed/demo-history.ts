import type { Transaction } from 'kysely';
import type { Gender } from '../../contract/accounts';
import { grantSignupCredits } from '../accounts/credits';
import { ensureConversation, insertMessage, markRead, recordDelivery } from '../chat/queries';
import { orderedPair } from '../chat/rules';
import { actionCosts, cheapestCreditPrice, minimumCurrency, selectCreditPrices } from '../credits/actionCosts';
import { spendCredits } from '../credits/ledger';
import { creditsDb } from '../credits/tables';
import type { Database, SiteRow } from '../db/schema';
import { likesDb } from '../likes/tables';
import { siteSettingsFromRow } from '../sites/service';
import { chatDb } from '../chat/tables';

/**
 * What the two demo accounts find when they first log in (SEED=demo): a couple of matches, likes given and received
 * (two of them new), and conversations with history — with a fictional profile the member wrote to last (so the
 * operator inbox in /staff shows it waiting for an answer) and with a fictional profile whose two messages are unread. Everything goes through the tables and the ledger the app uses: the
 * account's own messages are charged what a message costs the account on the site (the chat's own rules), from
 * credits granted at signup, so the balance still equals the ledger and ends where the account is meant to start.
 *
 * Demo members cannot log in, and nobody writes for a real one (they only like); the fictional profiles' messages are
 * what an operator wrote (issue 8): there is no bot.
 */

export interface HistoryAccount {
  readonly userId: number;
  readonly name: string;
  readonly gender: Gender;
  readonly seeking: Gender;
  readonly country: string;
  /** Credits the account is to have once its history is written. */
  readonly credits: number;
}

interface Partner {
  readonly user_id: number;
  readonly name: string;
  readonly fictional: number;
}

type Trx = Transaction<Database>;

const HOUR_MS = 60 * 60 * 1000;

/** Demo members who would be shown to the account: its sought gender, seeking its gender, listed, with a photo. */
async function partners(trx: Trx, siteId: number, account: HistoryAccount): Promise<Partner[]> {
  return trx
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.user_id', 'p.name', 'p.fictional'])
    .where('u.site_id', '=', siteId)
    .where('u.email', 'like', 'demo.member.%')
    .where('u.status', '=', 'confirmed')
    .where('p.status', '=', 'active')
    .where('p.invisible', '=', 0)
    .where('p.gender', '=', account.seeking)
    .where('p.seeking', '=', account.gender)
    .where(({ exists, selectFrom }) => exists(selectFrom('photos as ph').select('ph.id').whereRef('ph.user_id', '=', 'p.user_id').where('ph.status', '=', 'active')))
    // Members of the account's country first, then a fixed order: the same history on every machine.
    .orderBy((eb) => eb.case().when('p.country', '=', account.country).then(0).else(1).end())
    .orderBy('u.email')
    .execute();
}

/**
 * What a text costs the account on the site now, by the one price rule (server/credits/actionCosts.ts), read without
 * its cache: the packages are being seeded in this same start.
 */
async function textCost(trx: Trx, site: SiteRow, country: string): Promise<number> {
  const settings = siteSettingsFromRow(site);
  const currency = minimumCurrency(settings, country);
  const cheapest = currency ? cheapestCreditPrice(await selectCreditPrices(creditsDb(trx), site.id, currency)) : null;
  return actionCosts(settings, country, cheapest).text;
}

interface Line {
  readonly from: 'account' | 'partner';
  readonly text: string;
  readonly hoursAgo: number;
}

/**
 * Writes the account's history and grants its starting credits. Call once, in the transaction that creates the
 * account (the account exists, the demo members too).
 */
export async function seedDemoHistory(trx: Trx, site: SiteRow, account: HistoryAccount, now: Date): Promise<void> {
  const all = await partners(trx, site.id, account);
  const fictional = all.filter((partner) => partner.fictional === 1);
  const real = all.filter((partner) => partner.fictional === 0);
  const [storyteller, admirer] = fictional;
  const [match, newFan1, newFan2, liked1, liked2] = real;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const likes = likesDb(trx);
  const like = async (liker: number, liked: number, hoursAgo: number, fresh: boolean) =>
    likes
      .insertInto('likes')
      .values({ liker_id: liker, liked_id: liked, source: 'profile', like_new: fresh ? 1 : 0, created_at: at(hoursAgo).toISOString() })
      .onConflict((oc) => oc.columns(['liker_id', 'liked_id']).doNothing())
      .execute();

  // Matches (both liked, both seen), new likes received, likes given.
  for (const [i, partner] of [match, storyteller].entries()) {
    if (!partner) continue;
    await like(partner.user_id, account.userId, 96 - i * 10, false);
    await like(account.userId, partner.user_id, 90 - i * 10, false);
  }
  for (const [i, partner] of [newFan1, newFan2].entries()) if (partner) await like(partner.user_id, account.userId, 6 - i * 3, true);
  for (const [i, partner] of [liked1, liked2].entries()) if (partner) await like(account.userId, partner.user_id, 30 + i * 5, true);

  const conversations: Array<{ partner: Partner | undefined; lines: Line[]; readByAccount: boolean }> = [
    {
      // The member wrote last: the operator inbox shows it as waiting.
      partner: storyteller,
      readByAccount: true,
      lines: [
        { from: 'partner', text: `Hi ${account.name}! Your profile made me smile. How is your week going?`, hoursAgo: 70 },
        { from: 'account', text: 'Hi! Busy, but better now. What made you smile?', hoursAgo: 69.5 },
        { from: 'partner', text: 'Your photo, honestly. And that you like travelling. Where did you go last?', hoursAgo: 69 },
        { from: 'account', text: 'Lisbon, in the spring. Have you been?', hoursAgo: 46 },
        { from: 'partner', text: 'Not yet! Is it as beautiful as everybody says?', hoursAgo: 44.5 },
        { from: 'account', text: 'Even better. The food alone is worth it. Would you go?', hoursAgo: 20 },
      ],
    },
    {
      partner: admirer,
      readByAccount: false,
      lines: [
        { from: 'partner', text: `Hello ${account.name}, I think we live quite close to each other.`, hoursAgo: 5 },
        { from: 'partner', text: 'Fancy a coffee some time this week?', hoursAgo: 4 },
      ],
    },
  ];

  const cost = await textCost(trx, site, account.country);
  const sent = conversations.flatMap((conversation) => (conversation.partner ? conversation.lines.filter((line) => line.from === 'account') : []));
  // The credits the account starts with plus what its history's messages cost: what signing up gave it.
  await grantSignupCredits(trx, account.userId, account.credits + sent.length * cost);

  const chat = chatDb(trx);
  for (const [c, conversation] of conversations.entries()) {
    const { partner } = conversation;
    if (!partner) continue;
    const first = conversation.lines[0];
    if (!first) continue;
    const row = await ensureConversation(chat, orderedPair(account.userId, partner.user_id), at(first.hoursAgo).toISOString());
    for (const [l, line] of conversation.lines.entries()) {
      const stamp = at(line.hoursAgo);
      const fromAccount = line.from === 'account';
      const senderId = fromAccount ? account.userId : partner.user_id;
      const recipientId = fromAccount ? partner.user_id : account.userId;
      // The account has read everything before its own reply.
      if (fromAccount) await markRead(chat, row.id, account.userId, stamp.toISOString());
      const clientKey = `demo-history-${c}-${l}`;
      const message = await insertMessage(chat, {
        conversation_id: row.id,
        sender_id: senderId,
        kind: 'text',
        text: line.text,
        gift: null,
        photo_key: null,
        photo_width: null,
        photo_height: null,
        client_key: clientKey,
        cost: fromAccount ? cost : 0,
        created_at: stamp.toISOString(),
        read_at: null,
      });
      if (fromAccount && cost > 0) {
        await spendCredits(creditsDb(trx), {
          userId: account.userId,
          reason: 'message',
          cost,
          reference: `message:${message.id}`,
          idempotencyKey: `message:${clientKey}`,
          now: stamp,
        });
      }
      await recordDelivery(chat, message, recipientId);
    }
    if (conversation.readByAccount && conversation.lines.at(-1)?.from === 'partner') await markRead(chat, row.id, account.userId, now.toISOString());
  }
}
