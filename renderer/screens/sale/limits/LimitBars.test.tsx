// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LimitCheck } from '../../../../shared/compliance/limits/engine.ts';
import { LimitBars } from './LimitBars.tsx';

const empty: LimitCheck = { rows: [], violations: [], missing: [], buyerRefusal: null, warnings: [] };

afterEach(() => { cleanup(); });

describe('LimitBars', () => {
  // Metrc's statewide figure, and what not checking it means, is the buyer panel's one line (BuyerPanel.test.tsx): the limits keep their room.
  it("says where the location's state has no limit rules here, and that nothing counts yet on an empty sale", () => {
    render(<LimitBars check={empty} anonymous={false} profileName={null} />);
    expect(screen.getByTestId('limit-bars').textContent).toBe("No purchase-limit rules are set for this location's state: limits are not checked here.");
    cleanup();
    render(<LimitBars check={empty} anonymous={false} profileName="Michigan" />);
    expect(screen.getByTestId('limit-bars').textContent).toBe('Michigan purchase limitsNothing in this sale counts toward a limit yet.');
  });
});
