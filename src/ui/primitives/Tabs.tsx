import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';
import { tabs } from 'styled-system/recipes';
import { withClass } from './utils';

export function Tabs({ className, ...props }: TabsProps) {
  return <RACTabs {...props} className={withClass(className, tabs().root)} />;
}

export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <RACTabList {...props} className={withClass(className, tabs().list)} />;
}

/** With `href` the tab navigates; drive `Tabs.selectedKey` from the current route in that case. */
export function Tab({ className, ...props }: TabProps) {
  return <RACTab {...props} className={withClass(className, tabs().tab)} />;
}

export function TabPanel({ className, ...props }: TabPanelProps) {
  return <RACTabPanel {...props} className={withClass(className, tabs().panel)} />;
}
