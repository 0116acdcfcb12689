import { useState, type FormEvent } from 'react';
import type { SignInOutcome } from '../../../shared/bridge.ts';
import { useBridge } from '../../state/register-context.tsx';
import { useSession } from '../../state/session-store.ts';
import { Field } from '../../ui/Field.tsx';
import { Notice } from '../../ui/Notice.tsx';

/** What to tell the person at the counter for each way sign-in can fail. */
export function signInProblem(outcome: Extract<SignInOutcome, { ok: false }>): string {
  switch (outcome.reason) {
    case 'invalid-credentials': return 'That e-mail and password do not match. Check them and try again.';
    case 'offline': return 'The Store API is unreachable. Check the store network, then try again. Sales already on this register are safe.';
    case 'server-error': return 'The Store API had a problem signing you in. Wait a moment and try again; if it keeps happening, call your manager.';
    case 'no-location': return 'Your account is not set up for any store location. Ask a manager to give you access.';
    case 'store-not-opened': return 'This Store API has no store yet, so nobody can sign in. On the computer that runs it, open the store with npm run store:init; then sign in here as the manager it creates.';
  }
}

export function SignInScreen() {
  const bridge = useBridge();
  const notice = useSession((state) => (state.phase.kind === 'signed-out' ? state.phase.notice : null));
  const signedIn = useSession((state) => state.signedIn);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (email.trim() === '' || password === '') {
      setProblem('Enter your e-mail and password.');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const outcome = await bridge.signIn(email.trim(), password);
      if (outcome.ok) signedIn(outcome.session);
      else setProblem(signInProblem(outcome));
    } catch {
      setProblem('The register could not reach its host. Restart the register app and try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="gate">
      <form className="gate__card" onSubmit={(event) => void submit(event)} noValidate>
        <div className="brand"><span className="brand__leaf" aria-hidden="true" />Canopy Register</div>
        <h1>Sign in</h1>
        {notice !== null && <Notice tone="warning">{notice}</Notice>}
        <Field label="E-mail" type="email" autoComplete="username" autoFocus value={email} onChange={(event) => setEmail(event.target.value)} />
        <Field label="Password" type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
        {problem !== null && <Notice tone="problem">{problem}</Notice>}
        <button type="submit" className="button button--primary button--wide" disabled={busy}>{busy ? 'Signing in…' : 'Sign in'}</button>
      </form>
    </main>
  );
}
