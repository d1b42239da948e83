import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { css } from 'styled-system/css';
import { isTabActive, type PageTab } from '../../domain';

/**
 * Title, description, actions and optional link tabs; the active tab is the one matching the current path. Tabs
 * carry `search` along when given (the speech tabs keep the query string, workspace-shell §2.2).
 */
export function PageHeader(props: {
  title: string; description?: string; actions?: ReactNode; tabs?: PageTab[]; pathname?: string; search?: string;
}) {
  return (
    <header className={css({ display: 'grid', gap: '3', pb: '4', mb: '5', borderBottomWidth: '1px', borderColor: 'border.subtle' })}>
      <div className={css({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '4' })}>
        <div className={css({ display: 'grid', gap: '1' })}>
          <h1 className={css({ textStyle: 'xl', fontWeight: 'semibold', letterSpacing: '-0.01em' })}>{props.title}</h1>
          {props.description && <p className={css({ color: 'fg.muted', maxW: '48rem' })}>{props.description}</p>}
        </div>
        {props.actions && <div className={css({ display: 'flex', gap: '2', flexShrink: 0 })}>{props.actions}</div>}
      </div>
      {props.tabs && (
        <nav aria-label={`${props.title} sections`} className={css({ display: 'flex', gap: '1', mb: '-4' })}>
          {props.tabs.map((tab) => {
            const active = props.pathname !== undefined && isTabActive(tab, props.pathname);
            return (
              <Link
                key={tab.to}
                href={`${tab.to}${props.search ?? ''}`}
                aria-current={active ? 'page' : undefined}
                className={css({
                  px: '3', py: '2', fontWeight: 'medium', color: 'fg.muted', borderBottomWidth: '2px',
                  borderColor: 'transparent', textDecoration: 'none', outline: 'none',
                  _hover: { color: 'fg.default' },
                  '&[aria-current=page]': { color: 'fg.default', borderColor: 'accent.default' },
                  '&[data-focus-visible]': { boxShadow: '0 0 0 2px token(colors.focusRing)', borderRadius: 'sm' },
                })}
              >
                {tab.label}
              </Link>
            );
          })}
        </nav>
      )}
    </header>
  );
}
