import { useSession } from '../session/index.ts';
import '../../styles/page.css';

/** DA §2 Token Deploy panel (pop-out). The form arrives with the deploy feature. */
export function TokenDeployPanel() {
  const connected = useSession((state) => state.connection === 'connected');
  return (
    <section className="page-section" aria-labelledby="token-deploy-title">
      <div className="page-title-row">
        <h1 id="token-deploy-title" className="page-title">
          Token Deploy
        </h1>
        <span className={connected ? 'status-pill is-ok' : 'status-pill'}>
          {connected ? 'Connected' : 'Disconnected'}
        </span>
      </div>
      <p className="page-text">The token creation form will appear here.</p>
    </section>
  );
}
