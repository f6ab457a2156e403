import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { characters } from '../../db/schema/characters.ts';

/** One account as an operator sees it. */
export interface UserSummary {
  email: string;
  createdAt: Date;
  emailVerified: boolean;
  disabled: boolean;
  characters: number;
}

/** Every account, oldest first, with how many characters it keeps. */
export async function listUsers(db: Database): Promise<UserSummary[]> {
  const rows = await db
    .select({
      email: user.email,
      createdAt: user.createdAt,
      emailVerified: user.emailVerified,
      disabledAt: user.disabledAt,
      characters: count(characters.id),
    })
    .from(user)
    .leftJoin(characters, eq(characters.userId, user.id))
    .groupBy(user.id)
    .orderBy(user.createdAt, user.email);
  return rows.map(({ disabledAt, ...row }) => ({ ...row, disabled: disabledAt !== null }));
}
