import { CAMPAIGN_NOTE_KEY, type GmNote, type SaveGmNoteRequest } from '@edgeforge/contracts/gm-notes';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { gmNotes } from '../../db/schema/gm-notes.ts';
import { gameSessions } from '../../db/schema/play.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../actor.ts';
import { isRecordId } from '../campaigns/campaign-records.ts';
import { findCampaign } from '../campaigns/get-campaign.ts';
import { assertCampaignOpen, campaignScope } from '../campaigns/policies.ts';

/**
 * The GM's notes (decision 069): one per game session of the campaign and one general note. Only the
 * campaign's GM reads or writes them ('manage'): to a player, as to anyone else, the campaign is a 404.
 * A save names the version its tab read; a save over a newer one (another tab's) is refused, 409.
 */

type NoteRow = typeof gmNotes.$inferSelect;

function toNote(key: string, startedAt: Date | null, row: NoteRow | undefined): GmNote {
  return {
    key,
    startedAt: startedAt?.toISOString() ?? null,
    body: row?.body ?? '',
    version: row?.version ?? 0,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** The campaign's notes for its GM: every game session's, newest first, then the general note. */
export async function listGmNotes(db: Database, actor: Actor, campaignId: string): Promise<GmNote[]> {
  const campaign = await findCampaign(db, campaignScope(actor, 'manage'), campaignId);
  const sessions = await db
    .select({ id: gameSessions.id, startedAt: gameSessions.startedAt })
    .from(gameSessions)
    .where(eq(gameSessions.campaignId, campaign.id))
    .orderBy(desc(gameSessions.startedAt), desc(gameSessions.id));
  const rows = await db.select().from(gmNotes).where(eq(gmNotes.campaignId, campaign.id));
  const bySession = new Map(rows.map((row) => [row.gameSessionId ?? CAMPAIGN_NOTE_KEY, row]));
  return [
    ...sessions.map((session) => toNote(session.id, session.startedAt, bySession.get(session.id))),
    toNote(CAMPAIGN_NOTE_KEY, null, bySession.get(CAMPAIGN_NOTE_KEY)),
  ];
}

/** The game session a note key names in this campaign (null for the general note), or NOT_FOUND. */
async function sessionOfKey(tx: Transaction, campaignId: string, key: string) {
  if (key === CAMPAIGN_NOTE_KEY) return null;
  const notFound = new AppError('NOT_FOUND', 'Game session not found.');
  if (!isRecordId(key)) throw notFound;
  const [session] = await tx
    .select({ id: gameSessions.id, startedAt: gameSessions.startedAt })
    .from(gameSessions)
    .where(and(eq(gameSessions.id, key), eq(gameSessions.campaignId, campaignId)));
  if (!session) throw notFound;
  return session;
}

/** The GM saves a note's whole text over the version their tab read (0: none saved yet). */
export async function saveGmNote(
  db: Database,
  actor: Actor,
  ids: { campaignId: string; noteKey: string },
  request: SaveGmNoteRequest,
): Promise<GmNote> {
  return db.transaction(async (tx) => {
    const campaign = await findCampaign(tx, campaignScope(actor, 'manage'), ids.campaignId);
    assertCampaignOpen(campaign);
    const session = await sessionOfKey(tx, campaign.id, ids.noteKey);
    const ofSession = session ? eq(gmNotes.gameSessionId, session.id) : isNull(gmNotes.gameSessionId);
    const [current] = await tx
      .select()
      .from(gmNotes)
      .where(and(eq(gmNotes.campaignId, campaign.id), ofSession))
      .for('update');
    if ((current?.version ?? 0) !== request.version) throw new AppError('STALE_NOTE');
    const [saved] = current
      ? await tx
          .update(gmNotes)
          .set({ body: request.body, version: current.version + 1, updatedAt: new Date() })
          .where(eq(gmNotes.id, current.id))
          .returning()
      : // Two first saves at once: the second finds the row the first wrote and is stale.
        await tx
          .insert(gmNotes)
          .values({ campaignId: campaign.id, gameSessionId: session?.id ?? null, body: request.body })
          .onConflictDoNothing()
          .returning();
    if (!saved) throw new AppError('STALE_NOTE');
    return toNote(ids.noteKey, session?.startedAt ?? null, saved);
  });
}
