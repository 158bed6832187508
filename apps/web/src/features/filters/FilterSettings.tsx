import '../../styles/page.css';

/**
 * FC §2 Filter Settings page: its title and intro. The per-account rules it will edit
 * (`filterSettings`) already apply to the feed, in feed/filters.ts.
 */
export function FilterSettings() {
  return (
    <section className="page-section" aria-labelledby="filter-settings-title">
      <h2 id="filter-settings-title" className="page-title">
        Filter Settings
      </h2>
      <p className="page-text">Control which types of posts are filtered out for each account</p>
    </section>
  );
}
