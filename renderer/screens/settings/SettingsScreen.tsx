import { useRegister } from '../../state/register-context.tsx';
import { PrinterSettingsForm } from '../../printing/PrinterSettingsForm.tsx';

/** Where this register points and who it is; the host owns these, so they are shown, not edited. */
export function SettingsScreen() {
  const { session, device, db } = useRegister();
  return (
    <section className="screen screen--narrow" aria-labelledby="settings-title">
      <h2 id="settings-title">Settings</h2>
      <dl className="settings">
        <div><dt>Store API URL</dt><dd data-testid="store-api-url"><code>{session.storeApiUrl}</code></dd></div>
        <div><dt>Location</dt><dd>{session.location.name} — {session.location.street}, {session.location.city}, {session.location.state} {session.location.zip_code}</dd></div>
        <div><dt>Register</dt><dd>{device.name} <span className="muted">({device.id})</span></dd></div>
        <div><dt>Signed in</dt><dd>{session.user.name} · {session.user.email} · {session.user.role === 'manager' ? 'Manager' : 'Budtender'}</dd></div>
        <div><dt>Local database</dt><dd><code>{db.name}</code></dd></div>
      </dl>
      <p className="muted">The Store API URL is set when the register app is installed. Ask whoever manages the store's computers to change it.</p>
      <PrinterSettingsForm />
    </section>
  );
}
