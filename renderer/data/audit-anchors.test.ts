import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { parseChainHead } from '../../shared/compliance/audit-chain.ts';
import { auditAnchorOf, auditAnchorsFile, keepAuditAnchor } from './audit-anchors.ts';
import { freshDatabase } from './catalog.test-support.ts';

const head = (seq: number) => ({ seq, hash: String(seq % 10).repeat(64) });

describe('the audit chain heads a register keeps', () => {
  it('keeps the first head answered for a shift, none for an answer without one, and writes them as audit:verify reads them', async () => {
    const db = freshDatabase();
    await keepAuditAnchor(db, 'shift-b', head(9));
    await keepAuditAnchor(db, 'shift-b', head(12));
    await keepAuditAnchor(db, 'shift-a', head(4));
    await keepAuditAnchor(db, 'shift-c', null);
    expect(await auditAnchorOf(db, 'shift-b')).toMatchObject({ seq: 9, hash: head(9).hash });
    expect(await auditAnchorOf(db, 'shift-c')).toBeUndefined();
    const lines = (await auditAnchorsFile(db)).trimEnd().split('\n');
    expect(lines.map((line) => parseChainHead(line.replace(/#.*/, '')))).toEqual([head(4), head(9)]);
  });
});
