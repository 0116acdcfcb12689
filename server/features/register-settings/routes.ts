import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ValidationErrorBody } from '../../../shared/api/common.ts';
import { operations } from '../../../shared/api/operations.ts';
import { ID_CHECK_RULE, RegisterSettingsAnswer, RegisterSettingsUpdate } from '../../../shared/api/register-settings.ts';
import { requirePermission } from '../../auth/permissions.ts';
import type { RouteOptions } from '../../context.ts';
import { presentRegisterSettings } from './present.ts';
import { registerSettings, setAgeVerificationRequired } from './repository.ts';

/**
 * Extension (v2): GET /register_settings, what a register needs to price a sale and approve its
 * discounts offline. Any user of the location reads it (the register may be signed in as a
 * budtender when a manager approves at the counter). PUT /register_settings: a manager sets the
 * location's sale rules (today: whether every live sale needs the buyer's ID check).
 */
export const registerSettingsRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { db }) => {
  // Path and answer as the register's client describes the call (shared/api/operations.ts): one description, both sides.
  app.get(operations.registerSettings.path, {
    schema: {
      tags: ['register settings'],
      summary: 'Extension: the location\'s money settings, loyalty program and discount approvers, for a register working offline',
      description: 'approvers are the location\'s managers; to a manager\'s session only, each with a salted PBKDF2-SHA256 hash of their PIN ' +
        '(10,000 iterations, hex, new salt on every answer): a budtender\'s session gets no hash, as a short PIN falls to its hash in seconds. ' +
        'A PIN approves a discount or a No sale at the counter; it is not a password. ' + ID_CHECK_RULE,
      response: { 200: operations.registerSettings.answer },
    },
  }, async (request) => ({
    register_settings: presentRegisterSettings(await registerSettings(db, request.session.companyId), { withPinHashes: request.session.isManager }),
  }));

  app.put('/register_settings', {
    schema: {
      tags: ['register settings'],
      summary: 'Extension (managers): set the location\'s sale rules: whether every live sale needs the buyer\'s ID check',
      description: `${ID_CHECK_RULE} The answer is the location's register settings as GET /register_settings gives them.`,
      body: RegisterSettingsUpdate,
      response: { 200: RegisterSettingsAnswer, 422: ValidationErrorBody },
    },
  }, async (request) => {
    requirePermission(request.session, 'edit-location-settings');
    const { companyId } = request.session;
    await setAgeVerificationRequired(db, companyId, request.body.register_settings.age_verification_required);
    return { register_settings: presentRegisterSettings(await registerSettings(db, companyId), { withPinHashes: true }) };
  });
};
