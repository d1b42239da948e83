import { css } from 'styled-system/css';
import type { GateDenial } from '../../domain';
import { Icon, LinkButton } from '../primitives';

/** Why an action is refused (or limited), with a Subscribe link where upgrading helps (voice-creation §6). */
export function GateNote({ id, denial, blocking }: { id: string; denial: GateDenial; blocking: boolean }) {
  return (
    <p id={id} data-testid="gate-message" className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2',
      alignItems: 'start', fontSize: 'sm', color: blocking ? 'warning.fg' : 'fg.muted' })}>
      <Icon name={blocking ? 'lock' : 'info'} size={14} className={css({ mt: '0.5' })} />
      <span>
        {denial.message}
        {denial.upgradeHref && (
          <> <LinkButton href={denial.upgradeHref} variant="link" size="sm">Subscribe</LinkButton></>
        )}
      </span>
    </p>
  );
}
