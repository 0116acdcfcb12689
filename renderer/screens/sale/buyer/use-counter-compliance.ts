import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { todayIn } from '../../../../shared/compliance/age.ts';
import { useRegister } from '../../../state/register-context.tsx';
import { useCart } from '../../../state/cart-store.ts';
import { readLocationRules, type LocationRules } from '../limits/location-rules.ts';
import { saleKindAt } from '../../../../shared/compliance/who-may-buy.ts';
import type { LocalCustomer } from '../../../data/index.ts';
import { usePurchaseLimits, type PurchaseLimits } from '../limits/use-purchase-limits.ts';
import { checkBuyer, type BuyerCheck } from './buyer-check.ts';
import { useBuyer } from './buyer-store.ts';
import { ageVerdictDecision, readIdScan, recordTypedId, type Counter } from './id-scan.ts';
import type { AuditDetails } from '../../../../shared/compliance/audit-chain.ts';
import type { SaleCompliance } from '../../../data/orders.ts';
import type { CaregiverInput } from '../../../../shared/api/sales.ts';

export interface CounterCompliance {
  check: BuyerCheck;
  limits: PurchaseLimits;
  timeZone: string | null;
  /** The location's jurisdiction ("Oregon"), null where no profile covers it. */
  profileName: string | null;
  /** No customer or patient attached: limits hold for this sale alone. */
  anonymous: boolean;
  /** A licence scan read anywhere on the sale screen. */
  onIdScan(text: string): void;
  /** A birth date (and ID expiry) typed from the ID. */
  onTyped(birthDate: string, idExpirationDate: string | null): Promise<BuyerCheck>;
  /**
   * Whether payment may be taken: the buyer check passed, no limit is exceeded and no cart line
   * lacks the figure its limit counts; otherwise the sentence saying why.
   */
  paymentBlock: string | null;
  /** What the sale records of the checks (null while payment is blocked). */
  saleFields(): BuyerFields | null;
}

/** The buyer fields of a sale: the customer (not a patient) and the compliance record. */
export interface BuyerFields {
  customerId: string | null; personId: string | null; compliance: SaleCompliance;
  /** The caregiver buying for the patient (the order's `caregiver`), or null. */
  caregiver: CaregiverInput | null;
}

/** How the location's sale treats the attached buyer: a patient as a patient only where the location may make medical sales. */
function saleKindFor(rules: LocationRules | undefined, buyer: LocalCustomer | null): { kind: 'medical' | 'adult-use'; note: string | null } | undefined {
  if (rules === undefined || rules.profile === null) return undefined;
  return saleKindAt({ profile: rules.profile, patient: buyer?.kind === 'patient', medicalSales: rules.medicalSales });
}

/** Today on the location's calendar, refreshed each minute (a sale open across midnight sees the new day). */
function useToday(timeZone: string | null): string | null {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return timeZone === null ? null : todayIn(timeZone, now);
}

/** The buyer check and purchase limits of the sale in progress, for the sale screen. */
export function useCounterCompliance(): CounterCompliance {
  const { db, session, device } = useRegister();
  const customer = useCart((state) => state.customer);
  const attachCustomer = useCart((state) => state.attachCustomer);
  const { evidence, scanned, unreadable, typed, caregiverCard } = useBuyer();
  const queryClient = useQueryClient();
  const rulesQuery = useMemo(() => ({
    // Under 'catalog': the kept register settings arrive with the money pull, which announces 'catalog', so a location's
    // medical-sales status or time zone pulled after the screen opened is read again, not kept from before the pull.
    queryKey: ['catalog', 'compliance-rules', session.location.id],
    queryFn: () => readLocationRules(db, session.location.state),
  }), [db, session.location.id, session.location.state]);
  const rules = useQuery(rulesQuery);
  const timeZone = rules.data?.timeZone ?? null;
  const today = useToday(timeZone);
  const check = today === null
    ? { ok: false as const, saleKind: 'adult-use' as const, code: 'no-check' as const, message: 'Loading the location\'s rules…' }
    : checkBuyer({
      buyer: customer, evidence, today, saleKind: saleKindFor(rules.data, customer),
      caregiver: caregiverCard === null || rules.data?.profile == null ? null : { cardNumber: caregiverCard, profile: rules.data.profile },
    });
  const limits = usePurchaseLimits(rules.data, check.ok ? check.age : null);

  /**
   * Where a check is recorded. A scan or typed check made while the location's rules still load
   * (a register just started, a slow disk) waits for them: the budtender's scan is never dropped.
   */
  const counter = useCallback(async (): Promise<Counter> => ({
    db, registerId: device.id, actorId: session.user.id,
    today: today ?? todayIn((await queryClient.ensureQueryData(rulesQuery)).timeZone, new Date()),
  }), [db, device.id, session.user.id, today, queryClient, rulesQuery]);

  const onIdScan = useCallback((text: string) => {
    void counter().then((at) => readIdScan(at, text)).then((outcome) => {
      if (outcome.kind === 'unreadable') return unreadable(outcome.problem);
      // A caregiver buying for the attached patient: the licence is the caregiver's, seen for this patient's sale; the patient stays the buyer.
      if (caregiverCard !== null && customer !== null) return scanned(outcome.licence, customer.id);
      if (outcome.buyer !== null) attachCustomer(outcome.buyer);
      scanned(outcome.licence, outcome.buyer?.id ?? null);
    }, (error: unknown) => unreadable(`The scan could not be recorded: ${error instanceof Error ? error.message : String(error)}. Scan again.`));
  }, [counter, attachCustomer, scanned, unreadable, caregiverCard, customer]);

  const onTyped = useCallback(async (birthDate: string, idExpirationDate: string | null) => {
    const profile = rules.data?.profile ?? null;
    const caregiver = caregiverCard === null || profile === null ? null : { cardNumber: caregiverCard, profile };
    const verdict = await recordTypedId(await counter(), customer, birthDate, idExpirationDate, caregiver);
    typed(birthDate, idExpirationDate, customer?.id ?? null);
    return verdict;
  }, [counter, customer, typed, caregiverCard, rules.data]);

  const limitProblem = limits.goodsProblem ?? limits.check?.buyerRefusal ?? limits.check?.violations[0]?.message ?? limits.statewideProblem
    ?? limits.check?.missing[0]?.message ?? null;
  const paymentBlock = !check.ok ? check.message : limitProblem;
  const saleFields = useCallback(() => {
    if (!check.ok || paymentBlock !== null || today === null) return null;
    const rows = limits.check?.rows ?? [];
    const limitDetails: AuditDetails = {
      ok: true, at: 'payment', profile: rules.data?.profile?.id ?? null, anonymous: customer === null,
      limits: rows.map((row) => ({ limit: row.category, window: row.limitKind, used: row.usedBefore + row.inCart, max: row.limit, unit: row.unit })),
    };
    const patient = customer?.kind === 'patient' ? customer : null;
    return {
      customerId: patient === null ? customer?.id ?? null : null,
      personId: patient?.id ?? null,
      caregiver: check.caregiver,
      compliance: {
        registerId: device.id, ageVerification: check.verification, limitOverride: null,
        decisions: [
          ageVerdictDecision(check, customer?.id ?? null, session.user.id, today),
          { kind: 'limit-check' as const, subject: customer?.id ?? null, actor_id: session.user.id, details: limitDetails },
        ],
      },
    };
  }, [check, paymentBlock, today, limits.check, rules.data, customer, device.id, session.user.id]);

  return { saleFields, check, limits, timeZone, profileName: rules.data?.profile?.name ?? null, anonymous: customer === null, onIdScan, onTyped, paymentBlock };
}
