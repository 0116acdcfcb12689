import { createTwoFilesPatch } from 'diff';
import { DB_TYPES_COMMAND } from './generate.ts';

/** Undefined when the committed schema.ts is what the migrations make; else the diff and the command that fixes it. */
export function schemaDifference(committed: string, generated: string): string | undefined {
  if (committed === generated) return undefined;
  const patch = createTwoFilesPatch('server/db/schema.ts (committed)', 'server/db/schema.ts (from the migrations)', committed, generated);
  return `server/db/schema.ts is stale: it is not what the migrations make. Run \`${DB_TYPES_COMMAND}\` and commit the file.\n\n${patch}`;
}
