import { useEffect, useState } from 'react';
import { Notice } from '../../ui/Notice.tsx';
import { useBackOfficeBlocked } from './kit/back-office-queries.ts';
import { CatalogSection } from './CatalogSection.tsx';
import { ImportSection } from './import/ImportSection.tsx';
import { LocationsSection } from './LocationsSection.tsx';
import { PatientsSection } from './PatientsSection.tsx';
import { StaffSection } from './StaffSection.tsx';
import { StockSection } from './stock/StockSection.tsx';
import './back-office.css';

type SectionName = 'locations' | 'staff' | 'catalog' | 'patients' | 'import' | 'stock';

/** The sections in the order a new store fills them in; Alt with the digit opens each. */
const sections: ReadonlyArray<{ name: SectionName; label: string; key: string }> = [
  { name: 'locations', label: 'Locations', key: '1' },
  { name: 'staff', label: 'Staff', key: '2' },
  { name: 'catalog', label: 'Catalog', key: '3' },
  { name: 'patients', label: 'Patients and groups', key: '4' },
  { name: 'import', label: 'Import', key: '5' },
  { name: 'stock', label: 'Stock', key: '6' },
];

/**
 * A manager's back office in the register: what the store enters once and changes now and then.
 * Online only: each change goes straight to the Store API, which checks it and answers; a
 * refusal shows at the field it names. Budtenders never see it (the tab is manager-only).
 */
export function BackOfficeScreen() {
  const [section, setSection] = useState<SectionName>('locations');
  const blocked = useBackOfficeBlocked();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey) return;
      const target = sections.find((entry) => entry.key === event.key);
      if (target === undefined) return;
      event.preventDefault();
      setSection(target.name);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section className="back-office" aria-labelledby="back-office-title">
      <nav className="back-office__nav" aria-label="Back office">
        <h2 id="back-office-title" className="back-office__title">Back office</h2>
        {sections.map((entry) => (
          <button key={entry.name} type="button" aria-current={entry.name === section ? 'page' : undefined} title={`${entry.label} (Alt+${entry.key})`} onClick={() => setSection(entry.name)}>
            {entry.label} <kbd>Alt+{entry.key}</kbd>
          </button>
        ))}
      </nav>
      <div className="back-office__body">
        {blocked !== null && <Notice tone="warning">{blocked}</Notice>}
        {section === 'locations' && <LocationsSection />}
        {section === 'staff' && <StaffSection />}
        {section === 'catalog' && <CatalogSection />}
        {section === 'patients' && <PatientsSection />}
        {section === 'import' && <ImportSection blocked={blocked} />}
        {section === 'stock' && <StockSection />}
      </div>
    </section>
  );
}
