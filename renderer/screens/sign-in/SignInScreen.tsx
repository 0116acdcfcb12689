import { useState, type ReactNode } from 'react';
import { MIN_PASSWORD_LENGTH } from '../../../shared/api/back-office.ts';
import type { FirstSignInOutcome, SessionInfo, SignInOutcome } from '../../../shared/bridge.ts';
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

/** What to tell a new employee for each way first sign-in can fail. */
export function firstSignInProblem(outcome: Extract<FirstSignInOutcome, { ok: false }>): string {
  switch (outcome.reason) {
    case 'wrong-code': return 'That e-mail and one-time code do not match a new employee. A code works once: if it was used already, or it is mistyped, ask your manager for a new one.';
    case 'password-refused': return `The Store API refused that password: ${outcome.message}. Choose another and try again.`;
    default: return signInProblem(outcome);
  }
}


/** Which form the sign-in screen shows: the usual one, or a new employee's first sign-in with the manager's code. */
type Mode = 'sign-in' | 'first-time';

export function SignInScreen() {
  const [mode, setMode] = useState<Mode>('sign-in');
  return mode === 'sign-in' ? <UsualSignIn onFirstTime={() => setMode('first-time')} /> : <FirstSignIn onBack={() => setMode('sign-in')} />;
}

function UsualSignIn({ onFirstTime }: { onFirstTime: () => void }) {
  const bridge = useBridge();
  const notice = useSession((state) => (state.phase.kind === 'signed-out' ? state.phase.notice : null));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const attempt = useSignInAttempt();

  function submit() {
    if (email.trim() === '' || password === '') return attempt.refuse('Enter your e-mail and password.');
    attempt.send(async () => {
      const outcome = await bridge.signIn(email.trim(), password);
      return outcome.ok ? outcome.session : signInProblem(outcome);
    });
  }

  return (
    <GateCard title="Sign in" attempt={attempt} submitLabel="Sign in" onSubmit={submit}
      aside={<button type="button" className="link" onClick={onFirstTime}>First time here? Use the code your manager gave you</button>}>
      {notice !== null && <Notice tone="warning">{notice}</Notice>}
      <Field label="E-mail" type="email" autoComplete="username" autoFocus value={email} onChange={(event) => setEmail(event.target.value)} />
      <Field label="Password" type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
    </GateCard>
  );
}

function FirstSignIn({ onBack }: { onBack: () => void }) {
  const bridge = useBridge();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const attempt = useSignInAttempt();

  function submit() {
    if (email.trim() === '' || code.trim() === '' || password === '') {
      return attempt.refuse('Enter your e-mail, the code your manager gave you, and the password you choose.');
    }
    if (password.length < MIN_PASSWORD_LENGTH) return attempt.refuse(`Choose a password of ${MIN_PASSWORD_LENGTH} characters or more.`);
    if (password !== repeat) return attempt.refuse('The two passwords are not the same. Type the new password twice.');
    attempt.send(async () => {
      const outcome = await bridge.firstSignIn({ email: email.trim(), code: code.trim(), password });
      return outcome.ok ? outcome.session : firstSignInProblem(outcome);
    });
  }

  return (
    <GateCard title="First sign-in" attempt={attempt} submitLabel="Set password and sign in" onSubmit={submit}
      aside={<button type="button" className="link" onClick={onBack}>Back to sign-in with a password</button>}>
      <p>Enter the one-time code your manager was shown when they added you, and choose your password.</p>
      <Field label="E-mail" type="email" autoComplete="username" autoFocus value={email} onChange={(event) => setEmail(event.target.value)} />
      <Field label="One-time code" autoComplete="one-time-code" autoCapitalize="characters" spellCheck={false} value={code} onChange={(event) => setCode(event.target.value)} />
      <Field label="New password" type="password" autoComplete="new-password" hint={`${MIN_PASSWORD_LENGTH} characters or more.`} value={password} onChange={(event) => setPassword(event.target.value)} />
      <Field label="Repeat the new password" type="password" autoComplete="new-password" value={repeat} onChange={(event) => setRepeat(event.target.value)} />
    </GateCard>
  );
}

/** A sign-in sent through the host: busy while it runs, and what to tell the person when it does not sign them in. */
interface SignInAttempt {
  busy: boolean;
  problem: string | null;
  /** Refused before anything is sent (a field left empty, passwords that differ). */
  refuse(problem: string): void;
  /** Sends it: `signIn` answers the session, or what to tell the person. */
  send(signIn: () => Promise<SessionInfo | string>): void;
}

function useSignInAttempt(): SignInAttempt {
  const signedIn = useSession((state) => state.signedIn);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return {
    busy, problem, refuse: setProblem,
    send(signIn) {
      setBusy(true);
      setProblem(null);
      void signIn().then((outcome) => {
        if (typeof outcome === 'string') setProblem(outcome);
        else signedIn(outcome);
      }, () => {
        setProblem('The register could not reach its host. Restart the register app and try again.');
      }).finally(() => setBusy(false));
    },
  };
}

/** The card both sign-in forms are: the brand and title, their fields, what went wrong, the submit button, the way to the other form. */
function GateCard({ title, attempt, submitLabel, onSubmit, aside, children }: {
  title: string; attempt: SignInAttempt; submitLabel: string; onSubmit: () => void; aside: ReactNode; children: ReactNode;
}) {
  return (
    <main className="gate">
      <form className="gate__card" onSubmit={(event) => { event.preventDefault(); onSubmit(); }} noValidate>
        <div className="brand"><span className="brand__leaf" aria-hidden="true" />Canopy Register</div>
        <h1>{title}</h1>
        {children}
        {attempt.problem !== null && <Notice tone="problem">{attempt.problem}</Notice>}
        <button type="submit" className="button button--primary button--wide" disabled={attempt.busy}>{attempt.busy ? 'Signing in…' : submitLabel}</button>
        <p className="gate__aside">{aside}</p>
      </form>
    </main>
  );
}
