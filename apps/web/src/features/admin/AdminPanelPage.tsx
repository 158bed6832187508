import '../../styles/page.css';

/** DA §2 Administration Panel; the tabs arrive with the admin API. */
export function AdminPanelPage() {
  return (
    <section className="page-section" aria-labelledby="admin-panel-title">
      <h1 id="admin-panel-title" className="page-title">
        Administration Panel
      </h1>
      <p className="page-text">
        User management, sessions, blocked accounts, chat modes, command whitelist, chat logs and
        alerts will appear here.
      </p>
    </section>
  );
}
