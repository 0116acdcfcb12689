import { Type, type TSchema } from 'typebox';
import { ListMeta, ValidationErrorBody } from '../../../shared/api/common.ts';
import { PagingQuery } from '../../http/paging.ts';

const tokenOrBasic: Array<Record<string, string[]>> = [{ token: [] }, { basic: [] }];

/**
 * Route options of a v2 read-only collection (spec §4.9): the spec's examples send Basic
 * credentials (§5.3), tokens work too; the list is paged as every list is.
 */
export const readOnlyCollection = <T extends TSchema>(tag: string, key: string, item: T, summary: string) => ({
  config: { auth: 'token-or-basic' as const },
  schema: {
    tags: [tag],
    summary,
    description: 'The spec gives this collection no parameters; `limit` and `offset` page it as every list does, ' +
      'and `meta.total` (an extension) counts every record of the company. Basic credentials or the token.',
    security: tokenOrBasic,
    querystring: PagingQuery,
    response: { 200: Type.Object({ [key]: Type.Array(item), meta: ListMeta }), 422: ValidationErrorBody },
  },
});
