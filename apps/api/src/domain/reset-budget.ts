import { and, eq, gt, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { resetCodeBudgets } from '../db/schema.js';
import { HOUR } from '../clock.js';

export const RESET_CODE_BUDGET = 10;
export const RESET_BUDGET_WINDOW_MS = HOUR;

/**
 * Spends one reset-code try of this email's hourly budget before the code is judged (one atomic
 * upsert, so a burst cannot overdraw it); false once the budget is spent. A window older than an
 * hour starts again. A successful reset clears the budget.
 */
export async function spendResetTry(db: Db, email: string, now: Date): Promise<boolean> {
  const windowStart = new Date(now.getTime() - RESET_BUDGET_WINDOW_MS);
  const { spent, windowStartedAt } = resetCodeBudgets;
  const restart = sql`${windowStartedAt} <= ${windowStart}`;
  const rows = await db
    .insert(resetCodeBudgets)
    .values({ email, spent: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: resetCodeBudgets.email,
      set: {
        spent: sql`case when ${restart} then 1 else ${spent} + 1 end`,
        windowStartedAt: sql`case when ${restart} then ${now}::timestamptz else ${windowStartedAt} end`,
      },
      setWhere: sql`${restart} or ${spent} < ${RESET_CODE_BUDGET}`,
    })
    .returning({ spent });
  return rows.length > 0;
}

/** Gives back a try that was not judged wrong (the request changed nothing). */
export async function refundResetTry(db: Db, email: string): Promise<void> {
  await db
    .update(resetCodeBudgets)
    .set({ spent: sql`${resetCodeBudgets.spent} - 1` })
    .where(and(eq(resetCodeBudgets.email, email), gt(resetCodeBudgets.spent, 0)));
}

/** True while this email has no reset-code tries left: no new code is mailed then. */
export async function resetBudgetSpent(db: Db, email: string, now: Date): Promise<boolean> {
  const windowStart = new Date(now.getTime() - RESET_BUDGET_WINDOW_MS);
  const rows = await db
    .select({ email: resetCodeBudgets.email })
    .from(resetCodeBudgets)
    .where(
      and(
        eq(resetCodeBudgets.email, email),
        gte(resetCodeBudgets.spent, RESET_CODE_BUDGET),
        gt(resetCodeBudgets.windowStartedAt, windowStart),
      ),
    );
  return rows.length > 0;
}

export async function clearResetBudget(db: Db, email: string): Promise<void> {
  await db.delete(resetCodeBudgets).where(eq(resetCodeBudgets.email, email));
}
