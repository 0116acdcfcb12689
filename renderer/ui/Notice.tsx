import type { ReactNode } from 'react';

/** A message in the store's words. `problem` says what went wrong and what to do next. */
export function Notice({ tone = 'info', children }: { tone?: 'info' | 'problem' | 'warning' | 'success'; children: ReactNode }) {
  return <div className={`notice notice--${tone}`} role={tone === 'problem' ? 'alert' : 'status'}>{children}</div>;
}
