import { TabList } from '../../lib/TabList.tsx';
import './admin-panel.css';

type Props<Id extends string> = {
  /** The tab list's accessible name. */
  label: string;
  /** Tab `${idPrefix}-tab-${id}` controls panel `${idPrefix}-panel-${id}`. */
  idPrefix: string;
  tabs: readonly { id: Id; label: string }[];
  active: Id;
  onSelect: (id: Id) => void;
};

/** The admin panel's tabs: the shared WAI-ARIA tab list (lib/TabList) in the admin's look. */
export function AdminTabList<Id extends string>(props: Props<Id>) {
  return <TabList {...props} className="admin-tabs" tabClassName="admin-tab" />;
}
