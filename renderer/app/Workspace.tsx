import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useStoreTime } from '../state/store-time.ts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { SessionInfo } from '../../shared/bridge.ts';
import { openRegisterDatabase } from '../data/index.ts';
import { AttentionScreen } from '../screens/attention/AttentionScreen.tsx';
import { BackOfficeScreen } from '../screens/back-office/BackOfficeScreen.tsx';
import { CustomersScreen } from '../screens/customers/CustomersScreen.tsx';
import { OrdersScreen } from '../screens/orders/OrdersScreen.tsx';
import { ReviewScreen } from '../screens/review/ReviewScreen.tsx';
import { useReviewList } from '../screens/review/review-queries.ts';
import { StateReportingBadge } from '../screens/state-reporting/StateReportingBadge.tsx';
import { StateReportingScreen } from '../screens/state-reporting/StateReportingScreen.tsx';
import { ReceiptScreen } from '../screens/receipt/ReceiptScreen.tsx';
import { SaleScreen } from '../screens/sale/SaleScreen.tsx';
import { SettingsScreen } from '../screens/settings/SettingsScreen.tsx';
import { ShiftScreen } from '../screens/shift/ShiftScreen.tsx';
import { Header } from './Header.tsx';
import { createRegisterQueryClient, localKeys, useLocalChangeRefresh } from '../state/local-queries.ts';
import { RegisterProvider, useBridge, useRegister, type Register } from '../state/register-context.tsx';
import { screens, useScreen } from '../state/screen-store.ts';
import { useSyncEngine, useSyncStatusView } from './sync-connection.ts';
import { StatusBar } from '../ui/StatusBar.tsx';
import { usePrintQueueRetry } from '../printing/use-printer.ts';
import { PrinterStatus } from '../printing/CounterActions.tsx';

/** The signed-in, set-up register: header, navigation and the current screen. */
export function Workspace({ session, device }: { session: SessionInfo; device: { id: string; name: string } }) {
  const db = useMemo(() => openRegisterDatabase(session.location.id), [session.location.id]);
  const [queryClient] = useState(createRegisterQueryClient);
  const register = useMemo<Register>(() => ({ session, device, db }), [session, device, db]);
  // The engine is stopped before the database closes under it.
  const closeDatabase = useCallback(() => db.close(), [db]);
  useSyncEngine(useBridge(), db, closeDatabase);
  return (
    <QueryClientProvider client={queryClient}>
      <RegisterProvider register={register}>
        <WorkspaceBody />
      </RegisterProvider>
    </QueryClientProvider>
  );
}

function WorkspaceBody() {
  const { db, session } = useRegister();
  useLocalChangeRefresh(db);
  usePrintQueueRetry();
  const { screen: chosen, receiptOrderId, show } = useScreen();
  const isManager = session.user.role === 'manager';
  const status = useSyncStatusView();
  const storeTime = useStoreTime();
  const visible = screens.filter((entry) => entry.managerOnly !== true || isManager);
  // The screen last chosen outlives a sign-out: a budtender signing in after a manager left the back office open gets the sale screen.
  const screen = visible.some((entry) => entry.name === chosen) ? chosen : 'sale';

  // Function keys switch screens from anywhere: the counter is keyboard-first.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = visible.find((entry) => entry.key === event.key);
      if (target === undefined) return;
      event.preventDefault();
      show(target.name);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [visible, show]);

  return (
    <div className="workspace">
      <Header />
      <nav className="tabs" aria-label="Screens">
        {visible.map((entry) => (
          <button key={entry.name} type="button" className={`tab${entry.name === screen ? ' tab--current' : ''}`} aria-current={entry.name === screen ? 'page' : undefined} title={`${entry.label} (${entry.key})`} onClick={() => show(entry.name)}>
            {entry.label} <kbd>{entry.key}</kbd>
            {entry.name === 'review' && <ReviewBadge />}
            {entry.name === 'state-reporting' && <StateReportingBadge />}
          </button>
        ))}
        <StatusBar status={status} timeZone={storeTime.timeZone} onShowAttention={() => show(isManager ? 'attention' : 'orders')} />
        <PrinterStatus />
      </nav>
      <div className="workspace__body">
        {receiptOrderId !== null ? <ReceiptScreen orderId={receiptOrderId} /> : (
          <>
            {screen === 'sale' && <SaleScreen />}
            {screen === 'customers' && <CustomersScreen />}
            {screen === 'orders' && <OrdersScreen />}
            {screen === 'shift' && <ShiftScreen />}
            {screen === 'attention' && <AttentionScreen />}
            {screen === 'review' && <ReviewScreen />}
            {screen === 'state-reporting' && <StateReportingScreen />}
            {screen === 'settings' && <SettingsScreen />}
            {screen === 'back-office' && <BackOfficeScreen />}
          </>
        )}
      </div>
    </div>
  );
}

/** How many sales wait for a manager's review (the last list read, offline too); nothing when none. */
function ReviewBadge() {
  const count = useReviewList().data?.sales.length ?? 0;
  // Back online: the list shown may be the one kept from before the outage, so it is read again.
  const online = useSyncStatusView().online;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (online === true) void queryClient.invalidateQueries({ queryKey: localKeys.review() });
  }, [online, queryClient]);
  if (count === 0) return null;
  return <span className="tab__badge" data-testid="review-count" aria-label={`${count} ${count === 1 ? 'sale' : 'sales'} to review`}>{count}</span>;
}
