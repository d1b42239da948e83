import { Link } from 'react-aria-components';
import { css, cx } from 'styled-system/css';
import { isNavEntryActive, type NavEntry } from '../../domain';
import { Badge, Icon } from '../primitives';

const itemClass = css({
  display: 'flex', alignItems: 'center', gap: '2.5', h: '8', px: '2.5', borderRadius: 'md', color: 'fg.muted',
  textDecoration: 'none', fontWeight: 'medium', outline: 'none', whiteSpace: 'nowrap', overflow: 'hidden',
  _hover: { bg: 'bg.subtle', color: 'fg.default' },
  '&[aria-current=page]': { bg: 'bg.muted', color: 'fg.default' },
  '&[data-focus-visible]': { boxShadow: '0 0 0 2px token(colors.focusRing)' },
});

/**
 * The main navigation. Collapsed, it shows icons only (labels stay for screen readers). An entry with children
 * shows them when its submenu is open, which follows the route and is remembered (workspace-shell §2.10).
 */
export function NavList(props: {
  entries: NavEntry[]; pathname: string; collapsed: boolean; openSubmenu: string | null;
  onToggleSubmenu: (id: string) => void;
}) {
  return (
    <ul className={css({ display: 'grid', gap: '0.5', listStyle: 'none', p: 0, m: 0 })}>
      {props.entries.map((entry) => {
        const active = isNavEntryActive(entry, props.pathname);
        const expanded = !props.collapsed && !!entry.children?.length
          && (props.openSubmenu === entry.id || active);
        return (
          <li key={entry.id}>
            <div className={css({ display: 'flex', alignItems: 'center' })}>
              <Link
                href={entry.to}
                aria-current={active && !expanded ? 'page' : undefined}
                aria-label={props.collapsed ? entry.label : undefined}
                className={cx(itemClass, css({ flex: 1 }))}
              >
                <Icon name={entry.icon} size={16} aria-hidden />
                {!props.collapsed && <span className={css({ flex: 1, truncate: true })}>{entry.label}</span>}
                {!props.collapsed && entry.badge && <Badge size="sm" tone="accent">{entry.badge}</Badge>}
              </Link>
              {!props.collapsed && entry.children?.length ? (
                <button
                  type="button"
                  aria-label={`${expanded ? 'Hide' : 'Show'} ${entry.label} pages`}
                  aria-expanded={expanded}
                  onClick={() => props.onToggleSubmenu(entry.id)}
                  className={css({ p: '1.5', borderRadius: 'sm', color: 'fg.subtle', cursor: 'pointer',
                    _hover: { bg: 'bg.subtle' }, _focusVisible: { outline: '2px solid token(colors.focusRing)' } })}
                >
                  <Icon name={expanded ? 'chevron-up' : 'chevron-down'} size={14} aria-hidden />
                </button>
              ) : null}
            </div>
            {expanded && (
              <ul className={css({ listStyle: 'none', m: 0, pl: '6', display: 'grid', gap: '0.5', mt: '0.5' })}>
                {entry.children!.map((child) => (
                  <li key={child.id}>
                    <Link href={child.to} className={itemClass}
                      aria-current={isNavEntryActive(child, props.pathname) ? 'page' : undefined}>
                      <span className={css({ flex: 1, truncate: true })}>{child.label}</span>
                      {child.badge && <Badge size="sm" tone="accent">{child.badge}</Badge>}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
