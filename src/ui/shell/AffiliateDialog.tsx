import { css } from 'styled-system/css';
import { AFFILIATE_COMMISSION_MONTHS, AFFILIATE_COMMISSION_PERCENT, ACCOUNT_MESSAGES } from '../../domain';
import { Banner, Button, DialogContent, LinkButton, Modal, TextField, toast } from '../primitives';

export type AffiliateDialogState = 'unavailable' | 'signUp' | 'generating' | 'active';

const PROMO = `Earn ${AFFILIATE_COMMISSION_PERCENT}% of every payment the people you refer make in their first `
  + `${AFFILIATE_COMMISSION_MONTHS} months. There is no cap on what you can earn.`;

/** The affiliate dialog (workspace-shell §2.11, §4.13): sign-up, then the affiliate's own link. */
export function AffiliateDialog(props: {
  state: AffiliateDialogState;
  eligible: boolean;
  link: string | null;
  onSignUp: () => void;
  onClose: () => void;
}) {
  const joined = props.state === 'active';
  return (
    <Modal isOpen onOpenChange={(open) => { if (!open) props.onClose(); }} size="md">
      <DialogContent
        title={joined ? 'Affiliate program' : 'Become an affiliate'}
        footer={props.state === 'signUp' || props.state === 'generating' ? (
          <>
            <Button variant="secondary" onPress={props.onClose}>Not now</Button>
            <Button variant="primary" isPending={props.state === 'generating'} onPress={props.onSignUp}>
              Sign up as an affiliate
            </Button>
          </>
        ) : joined ? <Button variant="primary" onPress={props.onClose}>Done</Button> : undefined}
      >
        <div className={css({ display: 'grid', gap: '4', pb: '2' })}>
          {props.state === 'unavailable' ? (
            props.eligible
              ? <p>The affiliate program is not available for your account on this server.</p>
              : (
                <div className={css({ display: 'grid', gap: '3', justifyItems: 'start' })}>
                  <p>{ACCOUNT_MESSAGES.affiliateNeedsPaidPlan}</p>
                  <LinkButton href="/app/subscription" variant="primary" size="sm">See plans</LinkButton>
                </div>
              )
          ) : (
            <>
              <div className={css({ display: 'flex', gap: '3', alignItems: 'flex-start' })}>
                <span aria-hidden className={css({ display: 'grid', placeItems: 'center', w: '9', h: '9', flexShrink: 0,
                  borderRadius: 'lg', bg: 'accent.subtle', color: 'accent.fg', fontWeight: 'semibold' })}>
                  {AFFILIATE_COMMISSION_PERCENT}%
                </span>
                <p data-testid="affiliate-promo">{PROMO}</p>
              </div>
              {joined && props.link && <AffiliateLink link={props.link} />}
              <Banner tone="info" title="No payment provider is connected">
                This Timbre server takes no payments yet and does not yet record who signed up through a link, so
                nothing is earned until both are in place. Your link already opens this server's sign-up page.
              </Banner>
            </>
          )}
        </div>
      </DialogContent>
    </Modal>
  );
}

function AffiliateLink({ link }: { link: string }) {
  const copy = () => navigator.clipboard.writeText(link).then(
    () => toast({ title: 'Link copied', tone: 'success' }),
    () => toast({ title: 'The link could not be copied. Select it and copy it yourself.', tone: 'warning' }),
  );
  return (
    <div className={css({ display: 'flex', gap: '2', alignItems: 'flex-end' })}>
      <TextField label="Your affiliate link" value={link} isReadOnly className={css({ flex: 1 })} />
      <Button variant="secondary" onPress={() => void copy()}>Copy</Button>
    </div>
  );
}
