import type { Kysely } from 'kysely';
import type { ImportColumns, ImportKind, ImportProblem } from '../../../shared/api/imports.ts';
import type { Session } from '../../auth/session.ts';
import type { Engine } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';
import { planCustomers } from './customers.ts';
import { mapRows } from './map.ts';
import { parseCsv } from '../../http/csv-read.ts';
import { planPatients } from './patients.ts';
import type { ImportPlan, PlanOptions, Planner } from './plan.ts';
import { planProducts } from './products.ts';

const planners: Record<ImportKind, Planner> = { products: planProducts, customers: planCustomers, patients: planPatients };

/** Reads a file through a mapping and checks every row; nothing is written. */
export async function readImport(db: Kysely<Database>, engine: Engine, session: Session, kind: ImportKind, csv: string, columns: ImportColumns, options: PlanOptions) {
  const parsed = parseCsv(csv);
  if (!parsed.ok) return { headers: [], fileProblems: [parsed.problem], plan: null };
  const mapped = mapRows(kind, parsed.headers, columns, parsed.rows);
  if (mapped.problems.length > 0) return { headers: parsed.headers, fileProblems: mapped.problems, plan: null };
  return { headers: parsed.headers, fileProblems: [], plan: await planners[kind](db, session, mapped, engine, options) };
}

export const problemsOf = (fileProblems: ImportProblem[], plan: ImportPlan | null): ImportProblem[] =>
  [...fileProblems, ...(plan?.rows.flatMap((row) => row.problems) ?? [])];
