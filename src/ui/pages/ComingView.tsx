import { css } from 'styled-system/css';
import { PAGE_TABS, type NavEntry, type PageTab } from '../../domain';
import { EmptyState } from '../primitives';
import { PageHeader } from '../shell/PageHeader';

const TABS_BY_PATH: Array<[string, PageTab[]]> = Object.values(PAGE_TABS).flatMap(
  (tabs) => tabs.map((tab): [string, PageTab[]] => [tab.to, tabs]));

/**
 * A page whose flow is not built yet. It says so plainly, instead of showing sample data that would look real.
 */
export function ComingView({ entry, parent, search }: { entry: NavEntry; parent?: NavEntry; search?: string }) {
  const title = parent ? `${parent.label}: ${entry.label}` : entry.label;
  const tabs = TABS_BY_PATH.find(([path]) => path === entry.to)?.[1];
  return (
    <>
      <PageHeader title={title} description={entry.purpose ?? parent?.purpose} tabs={tabs} pathname={entry.to}
        search={search} />
      <div className={css({ py: '10' })}>
        <EmptyState
          icon="sparkle"
          title="Not built yet"
          description={`${title} is part of Timbre's plan but is not available on this server yet. Nothing on this page is simulated: it will show your real data once the feature ships.`}
        />
      </div>
    </>
  );
}
