import { Type, type TSchema } from 'typebox';
import { ListMeta, ValidationErrorBody } from '../../../shared/api/common.ts';
import { PagingQuery } from '../../http/paging.ts';

const tokenOrBasic: Array<Record<string, string[]>> = [{ token: [] }, { basic: [] }];

const collectionOptions = <Query extends TSchema, Answer extends TSchema>(tag: string, summary: string, querystring: Query, answer: Answer) => ({
  config: { auth: 'token-or-basic' as const },
  schema: {
    tags: [tag],
    summary,
    description: 'The spec gives this collection no parameters; `limit` and `offset` page it as every list does, ' +
      'and `meta.total` (an extension) counts every record of the company. Basic credentials or the token.',
    security: tokenOrBasic,
    querystring,
    response: { 200: answer, 422: ValidationErrorBody },
  },
});

/**
 * Route options of a v2 read-only collection (spec §4.9): the spec's examples send Basic
 * credentials (§5.3), tokens work too; the list is paged as every list is.
 */
export const readOnlyCollection = <T extends TSchema>(tag: string, key: string, item: T, summary: string) =>
  collectionOptions(tag, summary, PagingQuery, Type.Object({ [key]: Type.Array(item), meta: ListMeta }));

/**
 * The same options for a collection the register reads: its query and answer are the ones the
 * register's client describes (an operation of shared/api/operations.ts), one description on both sides.
 */
export const describedCollection = <Query extends TSchema, Answer extends TSchema>(tag: string, described: { query: Query; answer: Answer }, summary: string) =>
  collectionOptions(tag, summary, described.query, described.answer);
