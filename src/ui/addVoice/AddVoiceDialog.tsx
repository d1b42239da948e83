import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { CreationType } from '../../domain';
import { Banner, Button, DialogContent, Icon, Modal } from '../primitives';

export const CREATION_TYPE_TITLES: Readonly<Record<CreationType, string>> = {
  chooseVoiceType: 'Add a new voice',
  voiceDesign: 'Voice Design',
  cloneVoice: 'Instant Voice Clone',
  professionalVoiceClone: 'Create a Professional Voice Clone',
};

/**
 * The add-voice dialog's frame (voice-creation §2): the title of the shown type, a way back to the chooser, and the
 * type's content. It stays mounted while closing so the last type fades out rather than jumping to the chooser.
 */
export function AddVoiceDialog(props: {
  isOpen: boolean;
  creationType: CreationType;
  onClose: () => void;
  onBackToChooser: () => void;
  children: ReactNode;
}) {
  const choosing = props.creationType === 'chooseVoiceType';
  return (
    <Modal isOpen={props.isOpen} onOpenChange={(open) => { if (!open) props.onClose(); }}
      size="lg" className={choosing ? undefined : css({ maxWidth: '960px !important' })}>
      <DialogContent title={CREATION_TYPE_TITLES[props.creationType]} data-creation-type={props.creationType}>
        <div className={css({ display: 'grid', gap: '3' })}>
          {!choosing && (
            <div>
              <Button variant="ghost" size="sm" onPress={props.onBackToChooser}>
                <Icon name="chevron-left" /> All voice types
              </Button>
            </div>
          )}
          {props.children}
        </div>
      </DialogContent>
    </Modal>
  );
}

/** A creation type whose flow is not built yet says so instead of pretending. */
export function LaterReleasePanel({ title }: { title: string }) {
  return (
    <Banner tone="info" title="Not built yet">
      {title} comes in a later release of Timbre: nothing can be created from here yet. Go back to the other voice
      types, or pick a ready-made voice in the Voice Library.
    </Banner>
  );
}
