import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Db } from '../db/client.js';
import * as schema from '../db/schema.js';

export type RecordedStatement = { text: string; params: unknown[] };

type Client = { query: (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }> };

function clientOf(db: Db): Client {
  return (db as unknown as { $client: Client }).$client;
}

/**
 * A second handle on the same real database that records every statement sent through it, to show that
 * a read costs a fixed number of round trips whatever the data (no query per row).
 */
export function recordStatements(db: Db): { db: Db; statements: RecordedStatement[] } {
  const statements: RecordedStatement[] = [];
  const logger = { logQuery: (text: string, params: unknown[]) => void statements.push({ text, params }) };
  const client = clientOf(db);
  const recorded =
    client instanceof PGlite
      ? drizzlePglite({ client, schema, logger })
      : drizzlePg({ client: client as unknown as pg.Pool, schema, logger });
  return { db: recorded as unknown as Db, statements };
}

type PlanNode = {
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
};

/**
 * Runs the statement under EXPLAIN ANALYZE and counts the rows its plan read from each table (rows
 * returned plus rows filtered out, over every loop). Whatever plan the database picks, a read that
 * stays within one team's rows reads about that team's rows, not the whole table. The figures are
 * approximate (EXPLAIN reports rounded per-loop averages): compare them with generous bounds.
 */
export async function countRowsRead(db: Db, statement: RecordedStatement): Promise<Record<string, number>> {
  const result = await clientOf(db).query(
    `explain (analyze, format json) ${statement.text}`,
    statement.params,
  );
  const row = result.rows[0] as Record<string, unknown>;
  const raw = row['QUERY PLAN'];
  const explained = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
  const counts: Record<string, number> = {};
  const visit = (node: PlanNode) => {
    const table = node['Relation Name'];
    if (table) {
      const perLoop =
        (node['Actual Rows'] ?? 0) +
        (node['Rows Removed by Filter'] ?? 0) +
        (node['Rows Removed by Index Recheck'] ?? 0);
      counts[table] = (counts[table] ?? 0) + Math.round(perLoop * (node['Actual Loops'] ?? 1));
    }
    for (const child of node.Plans ?? []) visit(child);
  };
  for (const entry of explained) visit(entry.Plan);
  return counts;
}
