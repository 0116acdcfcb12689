// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LimitCheck } from '../../../../shared/compliance/limits/engine.ts';
import { LimitBars } from './LimitBars.tsx';

const empty: LimitCheck = { rows: [], violations: [], missing: [], buyerRefusal: null, warnings: [] };

afterEach(() => { cleanup(); });

describe('LimitBars', () => {
  it('says beside a patient\'s limits that the statewide figure was not checked, where there is one to say', () => {
    const note = "Metrc's statewide allotment for this patient was not checked (Mich. Admin. Code R 420.506(1)–(2)).";
    render(<LimitBars check={empty} anonymous={false} profileName="Michigan" statewideNote={note} />);
    expect(screen.getByTestId('statewide-note').textContent).toBe(note);
    cleanup();
    render(<LimitBars check={empty} anonymous={false} profileName="Oregon" />);
    expect(screen.queryByTestId('statewide-note')).toBeNull();
  });
});
