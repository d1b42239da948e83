import { Form } from 'react-aria-components';
import { css } from 'styled-system/css';
import { FEEDBACK_MAX_LENGTH } from '../../domain';
import type { FeedbackEvent } from '../../machines/feedback.machine';
import { Button, Icon, Popover, PopoverTrigger, TextAreaField } from '../primitives';
import { useShown } from './useShown';

export interface FeedbackPopoverProps {
  /** The collapsed sidebar shows the icon only. */
  compact: boolean;
  open: boolean;
  status: 'form' | 'submitting' | 'thankYou';
  text: string;
  error: string | null;
  send: (event: FeedbackEvent) => void;
}

/** The sidebar's Feedback button and its popover: a text area and Send, then a thank-you (§2.11, §4.14). */
export function FeedbackPopover({ compact, open, status, text, error, send }: FeedbackPopoverProps) {
  // The footer is drawn in the sidebar and in the mobile drawer; only the one that can be seen opens.
  const [ref, shown] = useShown<HTMLDivElement>();
  return (
    <PopoverTrigger isOpen={open && shown} onOpenChange={(next) => send({ type: next ? 'popover.open' : 'popover.close' })}>
      <div ref={ref} className={css({ display: 'flex' })}>
        <Button variant="ghost" size="sm" iconOnly={compact} aria-label={compact ? 'Feedback' : undefined}
          className={compact ? undefined : css({ flex: 1, justifyContent: 'flex-start', color: 'fg.muted' })}>
          <Icon name="chat" />
          {!compact && 'Feedback'}
        </Button>
      </div>
      <Popover aria-label="Feedback" placement="top start" className={css({ w: '20rem' })}>
        {status === 'thankYou' ? (
          <div role="status" className={css({ display: 'grid', justifyItems: 'center', gap: '2', py: '4',
            textAlign: 'center' })}>
            <span className={css({ display: 'grid', placeItems: 'center', w: '10', h: '10', borderRadius: 'full',
              bg: 'success.subtle', color: 'success.fg' })}>
              <Icon name="check" size={20} />
            </span>
            <h2 className={css({ textStyle: 'md', fontWeight: 'semibold' })}>Thank you for your feedback</h2>
            <p className={css({ color: 'fg.muted' })}>It is stored on this server for its administrators to read.</p>
          </div>
        ) : (
          <Form
            validationBehavior="aria"
            onSubmit={(e) => {
              e.preventDefault();
              send({ type: 'feedback.submit' });
            }}
            className={css({ display: 'grid', gap: '3' })}
          >
            <h2 className={css({ textStyle: 'md', fontWeight: 'semibold' })}>Feedback</h2>
            <TextAreaField
              label="What would make Timbre better for you?"
              autoFocus
              rows={4}
              maxLength={FEEDBACK_MAX_LENGTH}
              value={text}
              onChange={(value) => send({ type: 'feedback.change', text: value })}
              isInvalid={error !== null}
              errorMessage={error}
            />
            <Button type="submit" variant="primary" size="sm" isPending={status === 'submitting'}
              className={css({ justifySelf: 'end' })}>
              Send
            </Button>
          </Form>
        )}
      </Popover>
    </PopoverTrigger>
  );
}
