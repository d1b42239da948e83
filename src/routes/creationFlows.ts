import type { ComponentType } from 'react';
import type { ChosenCreationType } from '../domain';
import { VoiceDesignFlow } from './voiceDesignFlow';

/** What the add-voice dialog hands the flow of one creation type, rendered inside the dialog. */
export interface CreationFlowProps {
  /** Closes the dialog (it returns to the chooser a second later). */
  onClose(): void;
  /** The flow saved a voice: the dialog closes. */
  onDone(voiceId: string): void;
}

/**
 * Creation type → the component that renders its flow inside the add-voice dialog. A type without an entry
 * shows an honest "comes in a later release" panel. The Professional Voice Clone intro is the dialog's own.
 */
export const CREATION_FLOWS: Partial<Record<Exclude<ChosenCreationType, 'professionalVoiceClone'>,
  ComponentType<CreationFlowProps>>> = {
  voiceDesign: VoiceDesignFlow,
};
