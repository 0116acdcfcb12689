import { useState, type FormEvent } from 'react';
import type { DeviceSetupOutcome, SessionInfo } from '../../../shared/bridge.ts';
import { useBridge } from '../../state/register-context.tsx';
import { useSession } from '../../state/session-store.ts';
import { Field, SelectField } from '../../ui/Field.tsx';
import { Notice } from '../../ui/Notice.tsx';

export function setUpProblem(outcome: Extract<DeviceSetupOutcome, { ok: false }>): string {
  switch (outcome.reason) {
    case 'not-a-manager': return 'Only a manager can set up a register. Ask a manager to sign in here.';
    case 'not-signed-in': return 'You were signed out. Sign in again, then set up the register.';
    case 'offline': return 'The Store API is unreachable, and setting up a register needs it once. Check the store network and try again.';
    case 'rejected': return `The Store API refused this set-up: ${outcome.message}`;
    case 'server-error': return 'The Store API had a problem. Wait a moment and try again.';
  }
}

/** First run: this register becomes a device of a location. */
export function SetUpScreen({ session }: { session: SessionInfo }) {
  const bridge = useBridge();
  const { signedIn, signedOut } = useSession();
  const [locationId, setLocationId] = useState(session.location.id);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const isManager = session.user.role === 'manager';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') {
      setProblem('Give this register a name the staff will recognise, for example "Front counter 1".');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const outcome = await bridge.setUpDevice({ locationId, name: name.trim() });
      if (outcome.ok) signedIn(outcome.session);
      else setProblem(setUpProblem(outcome));
    } catch {
      setProblem('The register could not reach its host. Restart the register app and try again.');
    } finally {
      setBusy(false);
    }
  }

  async function signOut() {
    await bridge.signOut();
    signedOut();
  }

  return (
    <main className="gate">
      <form className="gate__card" onSubmit={(event) => void submit(event)} noValidate>
        <div className="brand"><span className="brand__leaf" aria-hidden="true" />Canopy Register</div>
        <h1>Set up this register</h1>
        <p className="muted">Signed in as {session.user.name}. Choose the store location this register sells for.</p>
        {!isManager && <Notice tone="warning">Only a manager can set up a register. Ask a manager to sign in here.</Notice>}
        <SelectField label="Location" value={locationId} onChange={(event) => setLocationId(event.target.value)} disabled={!isManager}>
          {session.locations.map((location) => <option key={location.id} value={location.id}>{location.name}</option>)}
        </SelectField>
        <Field label="Register name" value={name} onChange={(event) => setName(event.target.value)} placeholder="Front counter 1" disabled={!isManager} autoFocus />
        {problem !== null && <Notice tone="problem">{problem}</Notice>}
        <button type="submit" className="button button--primary button--wide" disabled={busy || !isManager}>{busy ? 'Setting up…' : 'Set up register'}</button>
        <button type="button" className="button button--quiet button--wide" onClick={() => void signOut()}>Sign out</button>
      </form>
    </main>
  );
}
